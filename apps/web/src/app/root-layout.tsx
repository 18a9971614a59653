import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics, trackedPath } from '../lib/analytics';
import { PageOutlet } from './layout/page-outlet';
import { useLoginAgainOnRefusal } from './login-again';

/**
 * Product §2: each route change starts at the top of the page and counts as a page view.
 * A token the server refuses, on any screen, leads to log in again.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    analytics.pageView(trackedPath(pathname));
  }, [pathname]);
  useLoginAgainOnRefusal();
  // The signed-in layouts load lazily, so this outlet waits for them as a layout waits for its screen.
  return <PageOutlet />;
}
