import type { AuthResult, LoginInput } from '@khatabill/domain';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/**
 * Logs in and stores the session (product §4 "Session": a login stores token and user).
 * A plain request, not a query mutation: /auth loads no query library (ADR 014).
 */
export async function login(input: LoginInput): Promise<AuthResult> {
  const result = await api.post<AuthResult>('/auth/login', input);
  saveSession(result);
  return result;
}
