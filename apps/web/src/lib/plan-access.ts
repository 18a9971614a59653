import {
  entitlements,
  usageOf,
  type Capabilities,
  type Entitlements,
  type PlanShop,
  type Usage,
  type UserDto,
} from '@khatabill/domain';
import { getSession, updateSessionUser } from './session';

function planShopOf(user: UserDto): PlanShop {
  return {
    plan: user.plan,
    planExpiresAt: user.planExpiresAt ? new Date(user.planExpiresAt) : null,
    trialEndsAt: user.trialEndsAt ? new Date(user.trialEndsAt) : null,
    lastBillingReset: new Date(user.lastBillingReset),
    billingCount: user.billingCount,
    followupCount: user.followupCount,
  };
}

/**
 * The shop's entitlements now, from the stored user. Computed with the domain rule rather
 * than read from `user.entitlements`, which was fixed at login: a trial that ends while
 * the app is open restricts the screens without another login.
 */
export function userEntitlements(user: UserDto, now: Date = new Date()): Entitlements {
  return entitlements(planShopOf(user), now);
}

/** The shop's usage now, by the same rule: a period that ended while the app was open counts from zero. */
export function userUsage(user: UserDto, now: Date = new Date()): Usage {
  return usageOf(planShopOf(user), now);
}

/** Whether the user may open a plan-gated screen; without a stored user the server decides. */
export function canUse(user: UserDto | null, capability: keyof Capabilities): boolean {
  return user === null || userEntitlements(user).can[capability];
}

/** Every bill or follow-up save answers the shop's usage; the stored user takes it at once, before the next read of the user. */
export function storeUsage(usage: Usage): void {
  const user = getSession()?.user;
  if (!user) return;
  updateSessionUser({
    ...user,
    billingCount: usage.bills.used,
    followupCount: usage.followups.used,
    usage,
  });
}
