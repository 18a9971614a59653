import { Outlet, useLocation } from 'react-router';
import { mayOpen } from '../lib/member-access';
import { useSession } from '../lib/session';
import { UnauthorizedPage } from './lazy-pages';

/**
 * The shop's screens its staff may not open (product §17), reached by a typed or bookmarked
 * address: Access Denied in the shop's frame, its name and navigation still there.
 */
export function MemberGate() {
  const user = useSession()?.user;
  const { pathname } = useLocation();
  return mayOpen(user, pathname) ? <Outlet /> : <UnauthorizedPage />;
}
