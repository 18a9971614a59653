import { ApiError, API_ERROR_MESSAGE } from './api-client';

const API_BASE = '/api';

/**
 * A request of the public pages (receipt, deals), opened by people without an account:
 * plain fetch, no bearer token, and none of the signed-in client's 401 handling (which
 * would send them to the login page). Answers the body's `data`; a failure is an ApiError.
 */
export async function getPublic<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, API_ERROR_MESSAGE);
  }
  if (!response.ok) {
    // Read to its end all the same: a body left unread keeps the connection busy.
    await response.text().catch(() => '');
    throw new ApiError(response.status, API_ERROR_MESSAGE);
  }
  return ((await response.json()) as { data: T }).data;
}

/**
 * Counts something without holding up the navigation that follows (a tap on Call Shop
 * leaves the page): a beacon survives the page being left; where there is none, a
 * keepalive fetch does the same. Failures are ignored: a lost count harms no one.
 */
export function postPublicBeacon(path: string): void {
  const url = `${API_BASE}${path}`;
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  } catch {
    // Some in-app browsers throw instead of answering false; fall through to fetch.
  }
  fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
}
