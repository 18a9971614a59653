import { NOTIFICATION_PAGE_SIZE, type NotificationDto } from '@khatabill/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, nextPageOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getPendingNotifications(page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({
    page: String(page),
    limit: String(NOTIFICATION_PAGE_SIZE),
  });
  return api.getPaged<NotificationDto>(`/notifications/pending?${params}`, { signal });
}

/** The WhatsApp messages waiting to be sent, newest first, page by page. */
export function usePendingNotifications() {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.pending,
    queryFn: ({ pageParam, signal }) => getPendingNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // The reminder job adds to the queue all day: read it again on every visit.
    staleTime: 0,
  });
}
