import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// An expired or revoked token sends the user to log in again, without reloading the app.
setUnauthorizedHandler(() => {
  void router.navigate('/auth');
});
