import type { BillStatus } from './bill-status';

// What each bill status allows (product §4 "Bill status", §11 "Bills"), for the server to enforce
// and the screens to offer.

/** Draft (On Hold) and Pending bills may change; a completed one is final. */
export function canEditBill(status: BillStatus): boolean {
  return status !== 'completed';
}

/** Pending and Completed bills have a public receipt to share. */
export function canShareBill(status: BillStatus): boolean {
  return status !== 'draft';
}

/** A bill that has left On Hold never goes back to it. */
export function canMoveBill(from: BillStatus, to: BillStatus): boolean {
  return canEditBill(from) && (to !== 'draft' || from === 'draft');
}

/** On Hold keeps no payment and no advance (product §4 "Bill status"). */
export function keepsPayment(status: BillStatus): boolean {
  return status !== 'draft';
}

/**
 * A bill counts toward the monthly limit once, when it first leaves draft: a new bill
 * (`savedStatus` null) or a draft saved as Pending or Completed.
 */
export function countsTowardLimit(savedStatus: BillStatus | null, status: BillStatus): boolean {
  return status !== 'draft' && (savedStatus === null || savedStatus === 'draft');
}
