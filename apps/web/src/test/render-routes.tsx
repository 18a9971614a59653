import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AlertProvider } from '../components/ui/alert-provider';
import { queryClient, retryOnce } from '../lib/query-client';

/**
 * Renders `routes` at `path` inside the app's providers, with a fresh query cache that
 * retries as the app's does (never after a 4xx), or `client` when a test needs all of the
 * app's query defaults.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  client = new QueryClient({ defaultOptions: { queries: { retry: retryOnce } } }),
) {
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
