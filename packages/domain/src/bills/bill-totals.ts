import { computeGstBill, type GstBillAmounts } from '../gst/gst-bill';
import { paise, type Paise } from '../money/paise';
import { discountAmountOf, type BillDiscount } from './discount';

export type BillItemAmount = {
  quantity: number;
  price: Paise;
  /** The line's GST rate (basis points) on a registered shop's bill; 0 when absent. */
  gstRateBps?: number | null;
};

/** How a registered shop's bill is taxed (product §16). */
export type BillGstTerms = {
  pricesIncludeTax: boolean;
  /** The place of supply is another state than the shop's: IGST. */
  interState: boolean;
  /** A regular shop's tax invoice; false for a composition shop's bill of supply. */
  taxed: boolean;
};

export type BillTotalsInput = {
  items: readonly BillItemAmount[];
  discount: BillDiscount;
  advance: Paise;
  amountPaid: Paise;
  /** Absent for a shop without GST: its bill is what it always was. */
  gst?: BillGstTerms;
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
export function computeBillTotals(input: BillTotalsInput): BillTotals {
  return billTotalsWithGst(input).totals;
}

/**
 * The bill's totals and, for a registered shop's bill, its GST line by line (taxable value,
 * CGST, SGST or IGST, round off): the one computation both come from.
 */
export function billTotalsWithGst({ items, discount, advance, amountPaid, gst }: BillTotalsInput): {
  totals: BillTotals;
  gst: GstBillAmounts | null;
} {
  const itemsTotalBig = sumItems(items);
  const itemsTotal = toSafePaise(itemsTotalBig);
  const discountAmount = toSafePaise(discountAmountOf(itemsTotalBig, discount));
  const amounts =
    gst &&
    computeGstBill({
      lines: items.map((item) => ({ ...item, gstRateBps: item.gstRateBps ?? 0 })),
      discount,
      ...gst,
    });
  const taxAndRoundOff = paise(amounts ? amounts.invoiceTotal - (itemsTotal - discountAmount) : 0);
  const advanceAmount = atLeastZero(paise(advance));
  const owedAfterAdvance = itemsTotal - discountAmount + taxAndRoundOff - advanceAmount;
  return {
    totals: {
      itemsTotal,
      discountAmount,
      taxAndRoundOff,
      advanceAmount,
      finalTotal: atLeastZero(owedAfterAdvance),
      ...settle(owedAfterAdvance - atLeastZero(paise(amountPaid))),
    },
    gst: amounts ?? null,
  };
}
