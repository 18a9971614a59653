import type { UserDto } from '@khatabill/domain';

// Product §3 "Session": the token and the user live in localStorage under these exact keys.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export type Session = { token: string; user: UserDto | null };

// Kept apart from session.ts (its React hook) so a page without React can read it too:
// the receipt the server draws (src/ssr/receipt-enhance.ts).

export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be disabled (private mode, blocked cookies): behave as logged out.
    return null;
  }
}

function parseUser(raw: string | null): UserDto | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as UserDto;
  } catch {
    return null;
  }
}

/** The session built from the stored strings; null when no token is present (spec: authenticated = token present). */
export function sessionOf(token: string | null, rawUser: string | null): Session | null {
  return token ? { token, user: parseUser(rawUser) } : null;
}

/** The stored session, read afresh. */
export function readStoredSession(): Session | null {
  return sessionOf(readItem(TOKEN_KEY), readItem(USER_KEY));
}
