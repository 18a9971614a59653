import { describe, expect, it } from 'vitest';
import {
  canEditBill,
  canMoveBill,
  canShareBill,
  countsTowardLimit,
  keepsPayment,
} from './bill-rules';
import { BILL_STATUSES, type BillStatus } from './bill-status';

describe('what each bill status allows', () => {
  it('edits On Hold and Pending bills, never a completed one', () => {
    expect(BILL_STATUSES.filter(canEditBill)).toEqual(['draft', 'under_service']);
  });

  it('shares Pending and Completed bills, which have a receipt', () => {
    expect(BILL_STATUSES.filter(canShareBill)).toEqual(['under_service', 'completed']);
  });

  it('moves a bill forward only: never back to On Hold, never out of Completed', () => {
    const moves = BILL_STATUSES.flatMap((from) =>
      BILL_STATUSES.filter((to) => canMoveBill(from, to)).map((to) => `${from}→${to}`),
    );
    expect(moves).toEqual([
      'draft→draft',
      'draft→under_service',
      'draft→completed',
      'under_service→under_service',
      'under_service→completed',
    ]);
  });

  it('keeps a payment on every bill but one On Hold', () => {
    expect(BILL_STATUSES.filter(keepsPayment)).toEqual(['under_service', 'completed']);
  });

  it('counts a bill toward the monthly limit once, when it first leaves On Hold', () => {
    const counted = (saved: BillStatus | null, status: BillStatus) =>
      countsTowardLimit(saved, status);
    expect(counted(null, 'completed')).toBe(true);
    expect(counted('draft', 'under_service')).toBe(true);
    expect(counted(null, 'draft')).toBe(false);
    expect(counted('under_service', 'completed')).toBe(false);
  });
});
