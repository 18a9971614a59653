import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new invite link for a member; the one sent before stops working (product §17 "Adding"). */
export async function inviteStaff(id: string): Promise<string> {
  const { inviteUrl } = await api.post<{ inviteUrl: string }>(
    `/staff/${encodeURIComponent(id)}/invite`,
  );
  return inviteUrl;
}

export function useInviteStaff() {
  return useMutation({ mutationFn: inviteStaff });
}
