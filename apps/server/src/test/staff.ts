import type { AuthResult, MemberDto } from '@khatabill/domain';
import { expect } from 'vitest';
import type { App } from '../app';
import { authHeader, TEST_PASSWORD, uniqueMobile } from './factories';

/** The token of an invite link, `…/join/{token}`. */
export const inviteTokenOf = (inviteUrl: string) => inviteUrl.split('/join/')[1] ?? '';

/** Requests the staff suites share, as the shop's owner (`ownerToken`). */
export function staffRequests(app: () => App, ownerToken: string) {
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app().inject({ method, url, headers: authHeader(ownerToken), ...(payload && { payload }) });

  /** Adds a member (10-digit mobile, a fresh one by default); their invite's token too. */
  const addOk = async (name = 'Asha Staff', mobile = uniqueMobile()) => {
    const response = await send('POST', '/api/staff', { name, mobile });
    expect(response.statusCode, response.body).toBe(201);
    const { data, inviteUrl } = response.json<{ data: MemberDto; inviteUrl: string }>();
    return { member: data, mobile, token: inviteTokenOf(inviteUrl) };
  };

  /** A member who has joined, and their session. */
  const staffSession = async (name?: string, mobile?: string) => {
    const added = await addOk(name, mobile);
    return { ...added, session: await joinOk(app, added.token) };
  };

  return { send, addOk, staffSession };
}

/** `POST /api/auth/join` with the test password. */
export function join(app: () => App, token: string, password = TEST_PASSWORD) {
  return app().inject({ method: 'POST', url: '/api/auth/join', payload: { token, password } });
}

export async function joinOk(app: () => App, token: string): Promise<AuthResult> {
  const response = await join(app, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AuthResult }>().data;
}
