import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Removes a member: their sessions end at their next request, their mobile is free again. */
export function removeStaff(id: string): Promise<unknown> {
  return api.delete(`/staff/${encodeURIComponent(id)}`);
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
  });
}
