/** The API's base, as the public pages call it. */
export const PUBLIC_API_BASE = '/api';

// Kept apart from public-api.ts (whose errors come from the signed-in client, and with it the
// session and React) so a page without React can count too: the deal the server draws
// (src/ssr/deal-enhance.ts).

/**
 * Counts something without holding up the navigation that follows (a tap on Call Shop
 * leaves the page): a beacon survives the page being left; where there is none, a
 * keepalive fetch does the same. Failures are ignored: a lost count harms no one.
 */
export function postPublicBeacon(path: string): void {
  const url = `${PUBLIC_API_BASE}${path}`;
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  } catch {
    // Some in-app browsers throw instead of answering false; fall through to fetch.
  }
  fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
}

/**
 * A read made for what the server counts when answering it (a deal's view), its answer not
 * needed. Kept alive if the page is left at once; failures are ignored, as a beacon's.
 */
export function getPublicForCount(path: string): void {
  fetch(`${PUBLIC_API_BASE}${path}`, { keepalive: true })
    // Read to its end all the same: a body left unread keeps the connection busy.
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
