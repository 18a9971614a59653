import { randomBytes } from 'node:crypto';
import {
  AppError,
  billLedgerEntries,
  canCreateBill,
  canEditBill,
  canMoveBill,
  canShareBill,
  PLAN_MESSAGES,
  type BillStatus,
  type BillTotals,
  type LedgerEntryAmount,
} from '@khatabill/domain';
import type { Tx } from '../../db/client';
import { replaceBillLedgerEntries } from '../ledger/ledger.service';
import { countBillInPeriod } from '../shops/shop-billing.service';
import type { BillingShop } from '../shops/shops.repository';
import {
  COMPLETED_NOT_EDITABLE,
  NO_RETURN_TO_DRAFT,
  ON_HOLD_KEEPS_NO_PAYMENT,
  PAYMENT_NEEDS_STATUS_CHANGE,
} from '../../messages';

// The rules every bill write shares (a save and a status change alike), product §11 "Bills".

const SHARE_TOKEN_BYTES = 16;

/** Draft and Pending bills may change; a completed one is final, and none goes back to draft. */
export function assertStatusChange(from: BillStatus, to: BillStatus): void {
  if (!canEditBill(from)) throw new AppError('CONFLICT', COMPLETED_NOT_EDITABLE);
  if (!canMoveBill(from, to)) throw new AppError('CONFLICT', NO_RETURN_TO_DRAFT);
}

/**
 * Money taken with a status change needs the bill to move on (so a retried request finds it
 * moved and records nothing twice), and never into On Hold, which keeps no payment.
 */
export function assertPaymentWithStatusChange(from: BillStatus, to: BillStatus): void {
  if (to === 'draft') throw new AppError('CONFLICT', ON_HOLD_KEEPS_NO_PAYMENT);
  if (from === to) throw new AppError('CONFLICT', PAYMENT_NEEDS_STATUS_CHANGE);
}

type CountedBill = { countedAt: Date | null; status: BillStatus };

/**
 * Whether this write counts the bill toward the monthly limit: a bill counts once, when it
 * first leaves draft; outside a trial a full month refuses it.
 */
export function countsLeavingDraft(shop: BillingShop, bill: CountedBill, now: Date): boolean {
  if (bill.countedAt !== null || bill.status === 'draft') return false;
  if (!canCreateBill(shop, now)) {
    throw new AppError('LIMIT_REACHED', PLAN_MESSAGES.billingLimitReached);
  }
  return true;
}

/** Counts the bill when it leaves draft (countsLeavingDraft); the shop as updated and its `countedAt`. */
export async function countLeavingDraft(
  tx: Tx,
  { shop, bill, now }: { shop: BillingShop; bill: CountedBill; now: Date },
): Promise<{ shop: BillingShop; countedAt: Date | null }> {
  if (!countsLeavingDraft(shop, bill, now)) return { shop, countedAt: bill.countedAt };
  return { shop: await countBillInPeriod(tx, { shopId: shop.id }), countedAt: now };
}

/** The public receipt token, made at the first non-draft save and kept from then on. */
export function shareTokenFor(current: string | null, status: BillStatus): string | null {
  if (current !== null || !canShareBill(status)) return current;
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/**
 * The bill's khata entries: a debit of what the customer was given and a credit of what
 * they paid; a draft posts none.
 */
export function billLedgerAmounts(status: BillStatus, totals: BillTotals): LedgerEntryAmount[] {
  if (status === 'draft') return [];
  const { debit, credit } = billLedgerEntries(totals);
  return [
    { type: 'debit', amount: debit },
    { type: 'credit', amount: credit },
  ];
}

/** Posts the bill's khata entries (billLedgerAmounts), replacing what it posted before, on any customer. */
export async function postBillLedger(
  tx: Tx,
  {
    totals,
    status,
    ...bill
  }: { shopId: string; billId: string; customerId: string; status: BillStatus; totals: BillTotals },
): Promise<void> {
  await replaceBillLedgerEntries(tx, { ...bill, entries: billLedgerAmounts(status, totals) });
}
