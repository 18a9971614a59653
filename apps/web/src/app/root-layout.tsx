import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { analytics, trackedPath } from '../lib/analytics';

/** Spec §2: each route change starts at the top of the page and counts as a page view. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    analytics.pageView(trackedPath(pathname));
  }, [pathname]);
  return <Outlet />;
}
