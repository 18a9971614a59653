import type { UserDto } from '@khatabill/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, onPlanRefusal } from './api-client';
import { queryKeys } from './query-keys';
import { startUserRefresh } from './session';

const CURRENT_USER_PATH = '/auth/me';

/** Where bills are made, the usage banners follow bills made on other devices within a second. */
export const USAGE_REFRESH_MS = 1000;

/**
 * Elsewhere only the plan and trial show, and they change rarely (the admin, a trial's end):
 * a few seconds is soon enough, at a fifth of the requests.
 */
export const PLAN_REFRESH_MS = 5000;

/**
 * The signed-in user with their plan, usage and settings, as the server has them now; the
 * stored user, which every screen reads, takes the answer.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<UserDto> {
  const store = startUserRefresh();
  const user = await api.get<UserDto>(CURRENT_USER_PATH, { signal });
  store(user);
  return user;
}

/** The signed-in user, cached under `settings` (the Settings screen's copy). */
const currentUserQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: ({ signal }) => getCurrentUser(signal),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * Keeps the stored user's plan, trial and usage current while the app is open, so the menu,
 * the plan's gates and the usage banners follow a change made by the admin or on another
 * device without a new login: read on start, when the app is shown or focused again or the
 * connection returns, every `intervalMs` while it is shown (never while hidden), and at once
 * after any request the plan refused. Draws nothing: the screens re-render only when the
 * stored user changes.
 */
export function useCurrentUserRefresh(intervalMs: number): void {
  const queryClient = useQueryClient();
  useQuery({
    ...currentUserQuery,
    refetchInterval: intervalMs,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    // A focus right after a visibility change (or a poll) asks nothing again.
    staleTime: USAGE_REFRESH_MS,
    notifyOnChangeProps: [],
  });
  useEffect(
    () =>
      onPlanRefusal((path) => {
        // The user's own read is never refused by the plan; if it were, reading it again would loop.
        if (path !== CURRENT_USER_PATH) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
        }
      }),
    [queryClient],
  );
}
