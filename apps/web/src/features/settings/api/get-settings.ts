import type { UserDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Spec §7: the settings load is cached under the key `settings`. */
export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** The signed-in user with their shop settings. */
export function getSettings(): Promise<UserDto> {
  return api.get<UserDto>('/auth/me');
}

export function useSettings() {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: getSettings });
}
