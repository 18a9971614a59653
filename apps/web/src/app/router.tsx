import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// An expired or revoked token sends the user to log in again, without reloading the app;
// once the shop's screens are gone, so are their cached answers, as after a logout. The
// cache is imported here, not loaded with the entry: only signed-in screens hold one.
setUnauthorizedHandler(() => {
  void router
    .navigate('/auth', { replace: true })
    .then(() => import('../lib/query-client'))
    .then(({ queryClient }) => queryClient.clear());
});
