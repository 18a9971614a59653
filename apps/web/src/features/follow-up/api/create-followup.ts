import type { FollowupInput, FollowupSaveResult } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useIdempotentSend } from '../../../lib/idempotency';
import { storeUsage } from '../../../lib/plan-access';
import { queryKeys } from '../../../lib/query-keys';

export function createFollowup(
  input: FollowupInput,
  idempotencyKey: string,
): Promise<FollowupSaveResult> {
  return api.raw<FollowupSaveResult>('POST', '/followups', input, { idempotencyKey });
}

/**
 * Books a follow-up; one retried unchanged after no answer is made only once. The answer
 * carries the month's usage, which the stored user takes (as a bill save does).
 */
export function useCreateFollowup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentSend(createFollowup),
    onSuccess: ({ usage }: FollowupSaveResult) => {
      storeUsage(usage);
      return queryClient.invalidateQueries({ queryKey: queryKeys.followups.all });
    },
  });
}
