import type { UserDto } from '@khatabill/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession, wasSessionRefused } from '../lib/session';

type RequireRoleProps = { role: UserDto['role']; children: ReactNode };

/**
 * Product §6: no token goes to the landing page, a token with another role to /unauthorized.
 * A token the server refused goes to log in again (product §4 "Session").
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const session = useSession();
  if (!session) return <Navigate to={wasSessionRefused() ? '/auth' : '/'} replace />;
  if (session.user?.role !== role) return <Navigate to="/unauthorized" replace />;
  return children;
}
