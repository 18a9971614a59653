import type { ReminderItemDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The bills whose reminder falls on the shop's today: Today's Follow-Ups (product §2). */
export function getTodaysReminders(signal?: AbortSignal): Promise<ReminderItemDto[]> {
  return api.get<ReminderItemDto[]>('/reminders/today', { signal });
}

export function useTodaysReminders() {
  return useQuery({
    queryKey: queryKeys.reminders.today,
    queryFn: ({ signal }) => getTodaysReminders(signal),
  });
}
