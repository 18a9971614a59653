import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AlertProvider } from '../components/ui/alert-provider';
import { queryClient } from '../lib/query-client';

/**
 * Renders `routes` at `path` inside the app's providers, with a fresh query cache (`client`,
 * when a test needs the app's own query defaults).
 */
export function renderRoutes(routes: RouteObject[], path: string, client = new QueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** A fresh query cache with the app's defaults: fresh for 5 minutes, no retry after a 4xx. */
export function appQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
}
