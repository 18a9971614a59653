import { billsLeft, type Usage } from '@khatabill/domain';

/** The monthly bill limit is used up (never while unlimited, e.g. during a trial). */
export function isBillingLimitReached(usage: Usage): boolean {
  return billsLeft(usage) === 0;
}
