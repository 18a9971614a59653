import { billsLeft, type BillStatus, type Usage } from '@khatabill/domain';
import { getSession, updateSessionUser } from '../../lib/session';

/** The monthly bill limit is used up (never while unlimited, e.g. during a trial). */
export function isBillingLimitReached(usage: Usage): boolean {
  return billsLeft(usage) === 0;
}

/**
 * A bill counts towards the limit when it first leaves draft (DESIGN §3), so only a new
 * bill or a draft saved as Pending or Completed is held back by a reached limit.
 */
export function countsTowardsLimit(savedStatus: BillStatus | null, status: BillStatus): boolean {
  return status !== 'draft' && (savedStatus === null || savedStatus === 'draft');
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
