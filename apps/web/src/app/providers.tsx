import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AlertProvider } from '../components/ui/alert-provider';
import { queryClient } from '../lib/query-client';
import { router } from './router';

export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </QueryClientProvider>
  );
}
