import type { FollowupDto } from '@khatabill/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, nextPageOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const FOLLOWUP_PAGE_SIZE = 20;

export function getFollowups(page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), limit: String(FOLLOWUP_PAGE_SIZE) });
  return api.getPaged<FollowupDto>(`/followups?${params}`, { signal });
}

/** Scheduled follow-ups first (soonest first), then the rest (latest first), page by page. */
export function useFollowups() {
  return useInfiniteQuery({
    queryKey: queryKeys.followups.list({}),
    queryFn: ({ pageParam, signal }) => getFollowups(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Follow-ups are booked and changed on other screens: read them again on every visit.
    staleTime: 0,
  });
}
