import { useSyncExternalStore } from 'react';
import type { UserDto } from '@khatabill/domain';
import { DEVICE_LANGUAGE_KEY } from '../i18n/device-language';
import { followShopLanguage } from '../i18n/locale';
import { readItem, sessionOf, TOKEN_KEY, USER_KEY, type Session } from './stored-session';

const listeners = new Set<() => void>();

// Set when the server refused the stored token (a 401): the guards then send the user to
// log in again (product §4 "Session") rather than to the landing page, where a visitor goes.
// Kept in memory: after a reload nothing is stored, and the visitor's rule applies.
let refusedByServer = false;

function notify(): void {
  for (const listener of listeners) listener();
}

// useSyncExternalStore needs the same object back while nothing changed, so the
// snapshot is cached by the raw strings it was built from.
let cached: { token: string | null; rawUser: string | null; session: Session | null } = {
  token: null,
  rawUser: null,
  session: null,
};

/** The stored session, or null when no token is present (spec: authenticated = token present). */
export function getSession(): Session | null {
  const token = readItem(TOKEN_KEY);
  const rawUser = readItem(USER_KEY);
  if (token === cached.token && rawUser === cached.rawUser) return cached.session;
  const session = sessionOf(token, rawUser);
  cached = { token, rawUser, session };
  return session;
}

export function saveSession({ token, user }: { token: string; user: UserDto }): void {
  refusedByServer = false;
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  followShopLanguage(user.language);
  notify();
}

/**
 * Replaces the stored user (after a settings update, a save's usage, a refresh from the
 * server) and keeps the token; an equal user is not written again. The app follows a change
 * of the shop's language only: a language this device kept when saving it failed stays while
 * the usage counts and other answers refresh the stored user.
 */
export function updateSessionUser(user: UserDto): void {
  const raw = JSON.stringify(user);
  if (raw === readItem(USER_KEY)) return;
  const before = getSession()?.user?.language;
  localStorage.setItem(USER_KEY, raw);
  if (user.language !== before) followShopLanguage(user.language);
  notify();
}

/**
 * Begins reading the signed-in user again from the server; the function answered stores
 * the answer. It is dropped when the session changed while the request was out (a logout,
 * another login, a save's newer usage), since it may be older; the next read brings it.
 */
export function startUserRefresh(): (user: UserDto) => void {
  const asked = getSession();
  return (user) => {
    if (asked?.user && getSession() === asked && user._id === asked.user._id) {
      updateSessionUser(user);
    }
  };
}

/**
 * Logout (product §2 "Navigation") clears the whole of local storage, not only the session
 * keys; the device's language stays, so the login screen keeps speaking it.
 */
export function clearSession(): void {
  refusedByServer = false;
  const language = readItem(DEVICE_LANGUAGE_KEY);
  localStorage.clear();
  if (language !== null) localStorage.setItem(DEVICE_LANGUAGE_KEY, language);
  notify();
}

/** The server refused the stored token (expired or revoked): cleared like a logout. */
export function endRefusedSession(): void {
  clearSession();
  refusedByServer = true;
}

/** Whether the last session ended because the server refused its token. */
export function wasSessionRefused(): boolean {
  return refusedByServer;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
