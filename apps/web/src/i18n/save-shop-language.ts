import type { Language, UserDto } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { updateSessionUser } from '../lib/session';

/** Saves the shop's language on its own, apart from the Settings form's Save. */
export function useSaveShopLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => api.put<UserDto>('/auth/settings', { language }),
    onSuccess: (user) => {
      updateSessionUser(user);
      queryClient.setQueryData(queryKeys.settings, user);
    },
  });
}
