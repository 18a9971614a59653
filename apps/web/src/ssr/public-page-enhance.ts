import { analytics, trackedPath } from '../lib/analytics';
import { homePathFor, OPEN_APP_LABEL } from '../lib/home-path';
import { readStoredSession } from '../lib/stored-session';

/**
 * What every page the server draws (ADR 014) does in the browser, without React, as
 * the app's public pages do: the bar's link for a signed-in shop, and the page view.
 */
export function enhancePublicPage(page: Document): void {
  showOpenAppLink(page);
  // Each page counts as a page view, reported without a bill's token.
  analytics.pageView(trackedPath(page.location.pathname));
}

/**
 * The server cannot see the session (it is in the browser's storage), so it draws the links
 * a visitor sees (Login, Start for Free). A signed-in user's lead home instead, named as the
 * app names them: each link carries its text for a user (`data-signed-in-label`) and, where
 * it differs, for an admin (`data-admin-label`), in the page's language.
 */
function showOpenAppLink(page: Document): void {
  const session = readStoredSession();
  if (!session) return;
  for (const link of page.querySelectorAll<HTMLAnchorElement>('[data-session-link]')) {
    const { signedInLabel, adminLabel } = link.dataset;
    link.href = homePathFor(session.user);
    link.textContent =
      (session.user?.role === 'admin' ? adminLabel : undefined) ?? signedInLabel ?? OPEN_APP_LABEL;
  }
}
