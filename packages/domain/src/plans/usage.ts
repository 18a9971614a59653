import { addMonths } from '../dates/shop-time';
import { isPlanActive, isTrialActive } from './entitlements';
import { LOW_QUOTA_THRESHOLD, MONTHLY_LIMITS, type PlanShop } from './plans';

export type UsageCounter = {
  used: number;
  /** null while unlimited: pro, or an active trial. */
  limit: number | null;
  /** ISO instant at which the count starts again from zero. */
  resetsOn: string;
};

export type Usage = { bills: UsageCounter; followups: UsageCounter };

/** The period resets one month after the last reset. */
export function nextBillingReset(lastBillingReset: Date): Date {
  return addMonths(lastBillingReset, 1);
}

/**
 * The billing period containing `now`, counted in whole months from `lastBillingReset`
 * (always from that anchor, so Jan 31 → Feb 28 → Mar 31 does not drift). When the stored
 * period has passed, the server stores `start` as the new lastBillingReset and zeroes the counts.
 */
export function currentBillingPeriod(
  lastBillingReset: Date,
  now: Date,
): { start: Date; end: Date } {
  let months = 0;
  let end = addMonths(lastBillingReset, 1);
  while (end.getTime() <= now.getTime()) {
    months += 1;
    end = addMonths(lastBillingReset, months + 1);
  }
  return { start: addMonths(lastBillingReset, months), end };
}

export function hasBillingPeriodPassed(
  shop: Pick<PlanShop, 'lastBillingReset'>,
  now: Date,
): boolean {
  return nextBillingReset(shop.lastBillingReset).getTime() <= now.getTime();
}

/**
 * The monthly limit that applies now, or null when none is enforced. A trial enforces
 * none; an expired plan of any kind falls back to the starter limit.
 */
export function billingLimitFor(shop: PlanShop, now: Date): number | null {
  if (isTrialActive(shop, now)) return null;
  return isPlanActive(shop, now) ? MONTHLY_LIMITS[shop.plan] : MONTHLY_LIMITS.starter;
}

export function usageOf(shop: PlanShop, now: Date): Usage {
  const passed = hasBillingPeriodPassed(shop, now);
  const limit = billingLimitFor(shop, now);
  const resetsOn = currentBillingPeriod(shop.lastBillingReset, now).end.toISOString();
  return {
    bills: { used: passed ? 0 : shop.billingCount, limit, resetsOn },
    followups: { used: passed ? 0 : shop.followupCount, limit, resetsOn },
  };
}

/** Whether one more bill may leave draft now (the server repeats this inside its save transaction). */
export function canCreateBill(shop: PlanShop, now: Date): boolean {
  const { bills } = usageOf(shop, now);
  return bills.limit === null || bills.used < bills.limit;
}

/** Whether one more follow-up may be created now. */
export function canCreateFollowup(shop: PlanShop, now: Date): boolean {
  const { followups } = usageOf(shop, now);
  return followups.limit === null || followups.used < followups.limit;
}

/** The low-quota banner: 10 or fewer bills left (never while unlimited). */
export function isLowQuota(usage: Usage): boolean {
  const { used, limit } = usage.bills;
  return limit !== null && limit - used <= LOW_QUOTA_THRESHOLD;
}

export function billsLeft(usage: Usage): number | null {
  const { used, limit } = usage.bills;
  return limit === null ? null : Math.max(0, limit - used);
}
