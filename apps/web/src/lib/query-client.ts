import { focusManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Product §9: one retry. A 4xx answer will not change on a retry, so only network and server failures retry. */
export function retryOnce(failureCount: number, error: Error): boolean {
  return (
    failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500)
  );
}

// Product §9: one retry, data fresh for 5 minutes, no refetch on window focus.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: retryOnce,
      staleTime: FIVE_MINUTES,
      refetchOnWindowFocus: false,
    },
  },
});

// The one query that refetches on focus is the signed-in user's (current-user.ts): a window
// clicked into again counts, as well as a tab or the app shown again (the library's only sign).
focusManager.setEventListener((onFocus) => {
  const listener = () => onFocus();
  window.addEventListener('visibilitychange', listener);
  window.addEventListener('focus', listener);
  return () => {
    window.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
});
