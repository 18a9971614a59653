import { BrowserRouter } from 'react-router';
import { AlertProvider } from '../components/ui/alert-provider';
import { AppRoutes } from './routes';

/** What every screen gets; the query cache comes with the screens that use it (QueryScope). */
export function Providers() {
  return (
    <AlertProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AlertProvider>
  );
}
