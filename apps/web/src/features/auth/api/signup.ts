import type { AuthResult, SignupInput } from '@khatabill/domain';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/**
 * The signup of product §7 "Accounts and settings": with the business category of a service
 * shop and the language shown.
 */
export type SignupRequest = Pick<
  SignupInput,
  | 'name'
  | 'shopName'
  | 'mobile'
  | 'password'
  | 'billingMode'
  | 'businessType'
  | 'location'
  | 'language'
>;

/**
 * Creates the account and stores its session, so the service setup call is authenticated.
 * A plain request, as Login's (ADR 014).
 */
export async function signup(request: SignupRequest): Promise<AuthResult> {
  const result = await api.post<AuthResult>('/auth/signup', request);
  saveSession(result);
  return result;
}
