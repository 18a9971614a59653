import { analytics, trackedPath } from '../lib/analytics';
import { homePathFor, OPEN_APP_LABEL } from '../lib/home-path';
import { readStoredSession } from '../lib/stored-session';

/**
 * What every page the server draws (ADR 014, 029) does in the browser, without React, as
 * the app's public pages do: the bar's link for a signed-in shop, and the page view.
 */
export function enhancePublicPage(page: Document): void {
  showOpenAppLink(page);
  // Each page counts as a page view, reported without a bill's token.
  analytics.pageView(trackedPath(page.location.pathname));
}

/**
 * The server cannot see the session (it is in the browser's storage), so it draws the bar a
 * visitor sees: Login. A signed-in shop gets Open app instead, as on the app's public pages.
 */
function showOpenAppLink(page: Document): void {
  const session = readStoredSession();
  const link = page.querySelector<HTMLAnchorElement>('[data-session-link]');
  if (!session || !link) return;
  link.href = homePathFor(session.user);
  link.textContent = link.dataset.openAppLabel ?? OPEN_APP_LABEL;
}
