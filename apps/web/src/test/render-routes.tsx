import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
  type To,
} from 'react-router';
import { AlertProvider } from '../components/ui/alert-provider';
import { queryClient, retryOnce } from '../lib/query-client';

/** The rendered routes as a test sees them: the address shown, and a way to go elsewhere in code. */
export type RenderedRoutes = {
  /** The address of the screen on display (a lazy screen's once it has loaded). */
  readonly location: Location;
  navigate: (to: To) => void;
};

type Current = { location: Location; navigate: NavigateFunction };

function Routed({ routes, onRender }: { routes: RouteObject[]; onRender: (now: Current) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Before the DOM is seen: a test that finds the new screen reads its address too.
  useLayoutEffect(() => onRender({ location, navigate }), [location, navigate, onRender]);
  return useRoutes(routes);
}

function renderIn(
  router: (routed: ReactNode) => ReactNode,
  routes: RouteObject[],
  client = new QueryClient({ defaultOptions: { queries: { retry: retryOnce } } }),
): RenderedRoutes {
  let current: Current | undefined;
  const onRender = (now: Current) => {
    current = now;
  };
  render(
    <QueryClientProvider client={client}>
      <AlertProvider>{router(<Routed routes={routes} onRender={onRender} />)}</AlertProvider>
    </QueryClientProvider>,
  );
  const rendered = () => {
    if (!current) throw new Error('The routes have not rendered yet');
    return current;
  };
  return {
    get location() {
      return rendered().location;
    },
    navigate: (to) => void rendered().navigate(to),
  };
}

/**
 * Renders `routes` at `path` inside the app's providers and a router in memory, as the app
 * renders its own (app/routes.tsx), with a fresh query cache that retries as the app's does
 * (never after a 4xx), or `client` when a test needs all of the app's query defaults.
 */
export function renderRoutes(routes: RouteObject[], path: string, client?: QueryClient) {
  const inMemory = (routed: ReactNode) => (
    <MemoryRouter initialEntries={[path]}>{routed}</MemoryRouter>
  );
  return renderIn(inMemory, routes, client);
}

/**
 * As renderRoutes, in the browser's own history (jsdom's), where `path` is pushed on top:
 * for what the browser's Back (`window.history.back()`) does.
 */
export function renderRoutesInBrowser(routes: RouteObject[], path: string) {
  window.history.pushState(null, '', path);
  return renderIn((routed) => <BrowserRouter>{routed}</BrowserRouter>, routes);
}

/** A fresh query cache with the app's defaults: fresh for 5 minutes, no retry after a 4xx. */
export function appQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
}
