import { RouterProvider } from 'react-router/dom';
import { AlertProvider } from '../components/ui/alert-provider';
import { router } from './router';

/** What every screen gets; the query cache comes with the screens that use it (QueryScope). */
export function Providers() {
  return (
    <AlertProvider>
      <RouterProvider router={router} />
    </AlertProvider>
  );
}
