import { entitlements, hasFeature } from '../plans/entitlements';
import type { PlanShop } from '../plans/plans';

/**
 * Who is signed in to a shop (product §17 "Staff"): its owner (the shop's account) or one of
 * its staff. Apart from the account's role (`shop`, `admin`), which says what kind of account
 * the shop is.
 */
export const MEMBER_ROLES = ['owner', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** How long an invite link works. */
export const INVITE_DAYS = 7;

/** Staff is a pro feature (a trial has it): a shop without it adds none and its staff cannot sign in. */
export function staffAllowed(shop: PlanShop, now: Date): boolean {
  return hasFeature(entitlements(shop, now), 'staff');
}
