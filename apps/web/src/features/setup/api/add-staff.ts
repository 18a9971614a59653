import type { MemberDto, StaffInput } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A member just added, with the invite link shown this once (only its hash is kept). */
export type AddedStaff = { data: MemberDto; inviteUrl: string };

export function addStaff(input: StaffInput): Promise<AddedStaff> {
  return api.raw<AddedStaff>('POST', '/staff', input);
}

export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff }),
  });
}
