import { paise, type Paise } from '../money/paise';
import { FULL_PERCENT_BPS, type BasisPoints, type BillDiscount } from './discount';

export type BillItemAmount = { quantity: number; price: Paise };

export type BillTotalsInput = {
  items: readonly BillItemAmount[];
  discount: BillDiscount;
  advance: Paise;
  amountPaid: Paise;
};

export type BillTotals = {
  itemsTotal: Paise;
  discountAmount: Paise;
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

/** Half-up rounding of itemsTotal × bps / 10000, in integers so no total is off by a paisa. */
function percentOf(itemsTotal: bigint, bps: BasisPoints): bigint {
  const clampedBps = BigInt(Math.min(Math.max(Math.round(bps), 0), FULL_PERCENT_BPS));
  return (itemsTotal * clampedBps + 5_000n) / 10_000n;
}

function discountOf(itemsTotal: bigint, discount: BillDiscount): bigint {
  const raw =
    discount.type === 'percent'
      ? percentOf(itemsTotal, discount.value)
      : BigInt(paise(discount.value));
  // Validation rejects a discount above the total; clamping keeps stored rows sane regardless.
  if (raw < 0n) return 0n;
  return raw > itemsTotal ? itemsTotal : raw;
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

/** The amount paid, recovered exactly from the totals: pending − toReturn = owed − paid. */
export function amountPaidOf(totals: BillTotals): Paise {
  return paise(
    totals.itemsTotal -
      totals.discountAmount -
      totals.advanceAmount -
      totals.pending +
      totals.toReturn,
  );
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
}: BillTotalsInput): BillTotals {
  const itemsTotalBig = sumItems(items);
  const itemsTotal = toSafePaise(itemsTotalBig);
  const discountAmount = toSafePaise(discountOf(itemsTotalBig, discount));
  const advanceAmount = atLeastZero(paise(advance));
  const owedAfterAdvance = itemsTotal - discountAmount - advanceAmount;
  return {
    itemsTotal,
    discountAmount,
    advanceAmount,
    finalTotal: atLeastZero(owedAfterAdvance),
    ...settle(owedAfterAdvance - atLeastZero(paise(amountPaid))),
  };
}
