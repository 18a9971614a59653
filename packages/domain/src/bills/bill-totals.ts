import { paise, type Paise } from '../money/paise';
import { discountAmountOf, type BillDiscount } from './discount';

export type BillItemAmount = { quantity: number; price: Paise };

export type BillTotalsInput = {
  items: readonly BillItemAmount[];
  discount: BillDiscount;
  advance: Paise;
  amountPaid: Paise;
  /**
   * A registered shop's bill: what its GST adds, as gst/gst-bill-totals.ts computes it. Absent
   * (0) for a shop without GST, whose bill is what it always was; so that shop's phone never
   * loads the GST arithmetic.
   */
  taxAndRoundOff?: Paise;
};

export type BillTotals = {
  itemsTotal: Paise;
  discountAmount: Paise;
  /**
   * What GST changes in what the customer is charged, the items less the discount: the tax
   * added to prices that exclude it, and the invoice's round off (either may be negative).
   * 0 for a bill without GST.
   */
  taxAndRoundOff: Paise;
  advanceAmount: Paise;
  finalTotal: Paise;
  pending: Paise;
  toReturn: Paise;
};

function toSafePaise(value: bigint): Paise {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Bill total is too large');
  return paise(Number(value));
}

function sumItems(items: readonly BillItemAmount[]): bigint {
  return items.reduce((sum, { quantity, price }) => {
    if (!Number.isSafeInteger(quantity))
      throw new RangeError(`Quantity must be whole: ${quantity}`);
    return sum + BigInt(quantity) * BigInt(paise(price));
  }, 0n);
}

function atLeastZero(value: number): Paise {
  return paise(Math.max(0, value));
}

/**
 * What the customer still owes on a bill, as the one balance line it shows: a pending due,
 * or (below zero) the excess to give back, never both.
 */
function settle(owed: number): Pick<BillTotals, 'pending' | 'toReturn'> {
  return { pending: atLeastZero(owed), toReturn: atLeastZero(-owed) };
}

/**
 * What a bill's balance line becomes when `received` more is paid: a payment taken on
 * completion follows the same rule as the bill's save.
 */
export function balanceAfterPayment(
  totals: Pick<BillTotals, 'pending' | 'toReturn'>,
  received: Paise,
): Pick<BillTotals, 'pending' | 'toReturn'> {
  return settle(totals.pending - totals.toReturn - atLeastZero(paise(received)));
}

/** What the customer is charged for the bill: its items less the discount, with any GST. */
export function chargedTotal(
  totals: Pick<BillTotals, 'itemsTotal' | 'discountAmount' | 'taxAndRoundOff'>,
): Paise {
  return paise(totals.itemsTotal - totals.discountAmount + totals.taxAndRoundOff);
}

/** The amount paid, recovered exactly from the totals: pending − toReturn = owed − paid. */
export function amountPaidOf(totals: BillTotals): Paise {
  return paise(chargedTotal(totals) - totals.advanceAmount - totals.pending + totals.toReturn);
}

/**
 * The one place bill totals are computed; server and client both call it. The final total
 * floors at zero, but an advance above the bill is still the customer's money: with what
 * they paid, it is the amount to return, as the khata credits it (billLedgerEntries).
 */
export function computeBillTotals({
  items,
  discount,
  advance,
  amountPaid,
  taxAndRoundOff = paise(0),
}: BillTotalsInput): BillTotals {
  const itemsTotalBig = sumItems(items);
  const itemsTotal = toSafePaise(itemsTotalBig);
  const discountAmount = toSafePaise(discountAmountOf(itemsTotalBig, discount));
  const advanceAmount = atLeastZero(paise(advance));
  const owedAfterAdvance = itemsTotal - discountAmount + taxAndRoundOff - advanceAmount;
  return {
    itemsTotal,
    discountAmount,
    taxAndRoundOff,
    advanceAmount,
    finalTotal: atLeastZero(owedAfterAdvance),
    ...settle(owedAfterAdvance - atLeastZero(paise(amountPaid))),
  };
}
