import type { AuthResult, SignupInput } from '@khatabill/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** Spec §3 "Signup payload", plus the business category of a service shop. */
export type SignupRequest = Pick<
  SignupInput,
  'name' | 'shopName' | 'mobile' | 'password' | 'billingMode' | 'businessType' | 'location'
>;

export function signup(request: SignupRequest): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/signup', request);
}

/** Creates the account and stores its session, so the service setup call is authenticated. */
export function useSignup() {
  return useMutation({ mutationFn: signup, onSuccess: saveSession });
}
