import type { FollowupDto, FollowupStatusInput } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The changed follow-up, and the new scheduled one when it was postponed. */
export type FollowupStatusResult = { data: FollowupDto; next?: FollowupDto };

export function updateFollowupStatus({
  id,
  change,
}: {
  id: string;
  change: FollowupStatusInput;
}): Promise<FollowupStatusResult> {
  return api.raw<FollowupStatusResult>(
    'PATCH',
    `/followups/${encodeURIComponent(id)}/status`,
    change,
  );
}

export function useUpdateFollowupStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFollowupStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.followups.all }),
  });
}
