import { billsLeft, type Usage } from '@khatabill/domain';
import { getSession, updateSessionUser } from '../../lib/session';

/** The monthly bill limit is used up (never while unlimited, e.g. during a trial). */
export function isBillingLimitReached(usage: Usage): boolean {
  return billsLeft(usage) === 0;
}

/** Every save answers the shop's usage; the stored user takes it instead of polling for it. */
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
