import type { UserDto } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';
import type { BusinessSetupRequest } from '../business-setup';
import { queryKeys } from '../../../lib/query-keys';

export function saveBusinessSetup(request: BusinessSetupRequest): Promise<UserDto> {
  return api.put<UserDto>('/auth/settings', request);
}

/** Saves the setup; the stored user and the Settings screen's copy follow (product §4). */
export function useSaveBusinessSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessSetup,
    onSuccess: async (user) => {
      updateSessionUser(user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
}
