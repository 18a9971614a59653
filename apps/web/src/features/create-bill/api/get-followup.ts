import type { FollowupDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getFollowup(id: string): Promise<FollowupDto> {
  return api.get<FollowupDto>(`/followups/${encodeURIComponent(id)}`);
}

/** The follow-up converted to a bill (`/create-bill?followupId=…`); idle without an id. */
export function useFollowup(id: string | null) {
  return useQuery({
    queryKey: queryKeys.followups.detail(id ?? ''),
    queryFn: () => getFollowup(id ?? ''),
    enabled: id !== null,
  });
}
