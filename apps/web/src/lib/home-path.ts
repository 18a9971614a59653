import type { UserDto } from '@khatabill/domain';

/** Where a signed-in user starts (spec §2 "/auth"): admins at the queue, shops at billing. */
export function homePathFor(role: UserDto['role'] | undefined): string {
  return role === 'admin' ? '/admin/notifications' : '/create-bill';
}

/** The landing page's button for a signed-in user (spec §2 "/"), named for where it goes. */
export function homeLabelFor(role: UserDto['role'] | undefined): string {
  return role === 'admin' ? 'Go to Admin' : 'Go to Dashboard';
}
