import { storedGstTerms } from './bill-gst';
import {
  advanceFromServiceInfo,
  AppError,
  billTotalsWithGst,
  LIMITS,
  MESSAGES,
  paise,
  storedDiscount,
  type BillSaveResult,
  type BillStatus,
  type BillTotals,
  type Paise,
} from '@khatabill/domain';
import type { Maker } from '../auth/maker';
import type { Database } from '../../db/client';
import {
  assertPaymentWithStatusChange,
  assertStatusChange,
  countLeavingDraft,
  postBillLedger,
  shareTokenFor,
} from './bill-lifecycle';
import { openBillingPeriod } from '../shops/shop-billing.service';
import { findBillOrFail, saveResultOf } from './bill-save.service';
import {
  insertBillEvent,
  listItemsOfBills,
  updateBillRow,
  type BillItemValues,
  type BillRow,
} from './bills.repository';
import { assertIdOr404 } from '../../lib/ids';
import { BILL_NOT_FOUND } from '../../messages';

const MAX_AMOUNT_PAISE = LIMITS.amountRupees * 100;

/**
 * `PATCH /bills/{id}/status`: the same rules as a save, with the bill's stored values.
 * `amountReceived` is money taken with the change (the rest of the bill, when it is
 * completed at the counter): it adds to the amount paid, and the totals and khata entries
 * follow in the same transaction.
 */
export async function updateBillStatus(
  db: Database,
  {
    shopId,
    billId,
    status,
    amountReceived,
    now,
    maker,
  }: {
    shopId: string;
    billId: string;
    status: BillStatus;
    amountReceived: Paise;
    now: Date;
    /** Who moves the bill on (product §17). */
    maker: Maker;
  },
): Promise<BillSaveResult> {
  assertIdOr404(billId, BILL_NOT_FOUND);
  return db.transaction(async (tx) => {
    const lockedShop = await openBillingPeriod(tx, { shopId, now });
    const existing = await findBillOrFail(tx, { shopId, billId });
    const takesPayment = amountReceived > 0;
    if (existing.status === status && !takesPayment)
      return saveResultOf(tx, { shop: lockedShop, bill: existing, now });
    assertStatusChange(existing.status, status);
    if (takesPayment) assertPaymentWithStatusChange(existing.status, status);

    const ref = { shopId, billId };
    const amountPaid = paidAfter(existing.amountPaid, amountReceived);
    const totals = storedTotals(
      { ...existing, amountPaid },
      await listItemsOfBills(tx, { shopId, billIds: [billId] }),
    );
    const { shop, countedAt } = await countLeavingDraft(tx, {
      shop: lockedShop,
      bill: { ...existing, status },
      now,
    });
    const bill = await updateBillRow(tx, {
      ...ref,
      values: {
        ...totals,
        amountPaid,
        status,
        countedAt,
        shareToken: shareTokenFor(existing.shareToken, status),
      },
    });
    await insertBillEvent(tx, { ...ref, status, maker });
    if (bill.customerId) {
      await postBillLedger(tx, { ...ref, customerId: bill.customerId, status, totals });
    }
    return saveResultOf(tx, { shop, bill, now });
  });
}

/** The bill's amount paid with the money just received, within the cap of any one amount. */
function paidAfter(paid: Paise, received: Paise): Paise {
  const total = paise(paid + received);
  if (total > MAX_AMOUNT_PAISE) {
    throw new AppError('VALIDATION', MESSAGES.amountTooLarge, {
      errors: { amountReceived: MESSAGES.amountTooLarge },
    });
  }
  return total;
}

/** Totals recomputed from what the bill stores, for the status it moves to. */
function storedTotals(bill: BillRow, items: readonly BillItemValues[]): BillTotals {
  return billTotalsWithGst({
    items,
    discount: storedDiscount(bill.discountType, bill.discountValue),
    advance: advanceFromServiceInfo(bill.serviceInfo),
    amountPaid: bill.amountPaid,
    // Taxed on the terms it was saved with, whatever the shop's settings are now.
    gst: storedGstTerms(bill),
  }).totals;
}
