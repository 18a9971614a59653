import type { AuthResult, LoginInput } from '@khatabill/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export function login(input: LoginInput): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/login', input);
}

/** Logs in and stores the session (spec §4: a successful login stores token and user). */
export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: saveSession });
}
