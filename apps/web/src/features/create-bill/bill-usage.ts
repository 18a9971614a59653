import { billsLeft, type BillStatus, type Usage } from '@khatabill/domain';

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
