import type { NotificationDto } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function markNotificationSent(id: string): Promise<NotificationDto> {
  return api.post<NotificationDto>(`/notifications/mark-sent/${encodeURIComponent(id)}`);
}

/** Marks one as sent; it settles once the queue is read again without it. */
export function useMarkNotificationSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationSent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
