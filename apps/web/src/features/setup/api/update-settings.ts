import type { SettingsInput, UserDto } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';

export type SettingsUpdate = {
  settings: SettingsInput;
  /** A new shop image; the request then goes as multipart form data. */
  shopImage: File | null;
};

/** Multipart carries text only: lists and objects as JSON, numbers as digits, null as ''. */
function toFormData(settings: SettingsInput, shopImage: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    form.append(
      key,
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? ''),
    );
  }
  form.append('shopImage', shopImage);
  return form;
}

export function updateSettings({ settings, shopImage }: SettingsUpdate): Promise<UserDto> {
  return api.put<UserDto>('/auth/settings', shopImage ? toFormData(settings, shopImage) : settings);
}

/** Saves the settings; the stored user and the cached settings become the server's answer. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (user) => {
      updateSessionUser(user);
      queryClient.setQueryData(queryKeys.settings, user);
    },
  });
}
