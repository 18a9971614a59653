import type { UserDto } from '@khatabill/domain';

// What the one signed in may see (product §17 "Staff"): the shop's owner everything, its staff
// what the server lets them call (apps/server/src/modules/auth/route-access.ts). The
// navigation hides the rest from staff and the routes refuse it; the server refuses it anyway.
// No React: the pages the server draws read it too (through home-path.ts).

type Member = Pick<UserDto, 'memberRole'> | null | undefined;

/** The screens only the owner opens, by the first part of their address. */
const OWNER_SCREENS: ReadonlySet<string> = new Set(['/setup', '/expenses', '/my-deals', '/gstr-1']);

/**
 * Whether the signed-in member is the shop's owner, who may do everything: delete, export,
 * share a statement, see the money. Without a stored user the server decides.
 */
export function isOwner(user: Member): boolean {
  return user?.memberRole !== 'staff';
}

/** Whether the member may open the screen at `path` (`/setup`, `/view-bill/…`). */
export function mayOpen(user: Member, path: string): boolean {
  return isOwner(user) || !OWNER_SCREENS.has(`/${path.split('/')[1] ?? ''}`);
}
