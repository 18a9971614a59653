import type { MemberDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** The owner first, then the staff in the order they were added (product §17 "The list"). */
export function getStaff(signal?: AbortSignal): Promise<MemberDto[]> {
  return api.get<MemberDto[]>('/staff', { signal });
}

export function useStaff() {
  return useQuery({ queryKey: queryKeys.staff, queryFn: ({ signal }) => getStaff(signal) });
}
