import type { BillingMode, BusinessCategory, UserDto } from '@khatabill/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';

/** Spec §3 "Service setup payload", sent right after a service-mode signup. */
export type ServiceSetup = {
  billingMode: BillingMode[];
  category: BusinessCategory;
};

export function saveServiceSetup({ billingMode, category }: ServiceSetup): Promise<UserDto> {
  return api.put<UserDto>('/auth/settings', {
    billingMode,
    businessType: category.id,
    serviceFields: category.serviceFields,
    serviceDetails: category.serviceDetails,
  });
}

/** Saves the category's default fields and keeps the stored user in step (spec §4). */
export function useSaveServiceSetup() {
  return useMutation({ mutationFn: saveServiceSetup, onSuccess: updateSessionUser });
}
