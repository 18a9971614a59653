import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * The app's query cache for the screens below: the signed-in layouts and the public screens
 * that fetch with it. Not in the app's entry, so the screens that never query (landing, Login)
 * load no query library (ADR 014). Every scope shares the one cache; a cache already given
 * from above (a test's own) is kept.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
