import { AppError, currentBillingPeriod, hasBillingPeriodPassed } from '@khatabill/domain';
import type { Tx } from '../../db/client';
import { LOGIN_AGAIN } from '../../messages';
import {
  countBillInPeriod,
  countFollowupInPeriod,
  createInvoiceCounter,
  lockShop,
  startBillingPeriod,
  takeInvoiceNumber,
  type BillingShop,
} from './shops.repository';

// A shop's billing period and invoice numbers, for the bill and follow-up saves. The shop row is
// the lock: openBillingPeriod takes it, and the rest run under it in the same transaction.

/** A new shop's invoice counter, starting at its first number. */
export async function startInvoiceCounter(
  tx: Tx,
  { shopId, next }: { shopId: string; next: number },
): Promise<void> {
  await createInvoiceCounter(tx, { shopId, next });
}

/**
 * Locks the shop row, which serializes the shop's bill and follow-up writes (monthly
 * counts, invoice numbers), and starts a new billing period when the stored one has passed.
 */
export async function openBillingPeriod(
  tx: Tx,
  { shopId, now }: { shopId: string; now: Date },
): Promise<BillingShop> {
  const shop = await lockShop(tx, { shopId });
  if (!shop) throw new AppError('UNAUTHENTICATED', LOGIN_AGAIN);
  if (!hasBillingPeriodPassed(shop, now)) return shop;
  const { start } = currentBillingPeriod(shop.lastBillingReset, now);
  return startBillingPeriod(tx, { shopId, start });
}

/** Counts one more bill in the period; the caller holds the shop's lock (openBillingPeriod). */
export async function countBill(tx: Tx, { shopId }: { shopId: string }): Promise<BillingShop> {
  return countBillInPeriod(tx, { shopId });
}

/** Counts one more follow-up in the period; the caller holds the shop's lock (openBillingPeriod). */
export async function countFollowup(tx: Tx, { shopId }: { shopId: string }): Promise<BillingShop> {
  return countFollowupInPeriod(tx, { shopId });
}

/**
 * A new bill's invoice number under the shop's lock, never one a bill of the shop already
 * has; with `countBill` the same statement counts the bill in the period. Answers the number
 * and the shop as updated.
 */
export async function numberNewBill(
  tx: Tx,
  { shop, countBill }: { shop: BillingShop; countBill: boolean },
): Promise<{ invoiceNumber: string; shop: BillingShop }> {
  const { invoiceNumber, billingCount } = await takeInvoiceNumber(tx, {
    shopId: shop.id,
    prefix: shop.invoicePrefix,
    countBill,
  });
  return { invoiceNumber, shop: billingCount === null ? shop : { ...shop, billingCount } };
}
