import type { AuthResult, JoinInput } from '@khatabill/domain';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/**
 * Accepts a staff invite and stores the session, as a login does (product §17 "Joining").
 * A plain request, not a query mutation: /join loads no query library (ADR 014).
 */
export async function join(input: JoinInput): Promise<AuthResult> {
  const result = await api.post<AuthResult>('/auth/join', input);
  saveSession(result);
  return result;
}
