import { needsCategory, type UserDto } from '@khatabill/domain';
import { isOwner } from './member-access';

/**
 * Where a signed-in user starts (product §2 "/auth"): admins at the queue, shops at billing, and
 * a service shop's owner who has not chosen its category yet at the onboarding that asks for it
 * (staff may not change the shop's settings, product §17).
 */
export function homePathFor(
  user: Pick<UserDto, 'role' | 'settings' | 'memberRole'> | null | undefined,
): string {
  if (user?.role === 'admin') return '/admin/notifications';
  return user && isOwner(user) && needsCategory(user.settings) ? '/welcome' : '/create-bill';
}

/**
 * The landing page's button for a signed-in user (product §2 "/"), named for where it goes: its
 * text's name in homeMessages (lib/messages.ts).
 */
export function homeLabelFor(role: UserDto['role'] | undefined): 'goToAdmin' | 'goToDashboard' {
  return role === 'admin' ? 'goToAdmin' : 'goToDashboard';
}

/**
 * The public bar's link for a signed-in visitor, where a visitor sees Login (to homePathFor):
 * the English of homeMessages.openApp, which the app's bar shows in the language shown.
 */
export const OPEN_APP_LABEL = 'Open app';
