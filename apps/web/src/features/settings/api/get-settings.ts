import type { UserDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user with their shop settings. */
export function getSettings(): Promise<UserDto> {
  return api.get<UserDto>('/auth/me');
}

export function useSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: getSettings });
}
