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
 * What a payment leaves of the final total: a pending due, or the excess to return when
 * overpaid (never both). The one rule for both, also for a payment taken on completion.
 */
export function balanceAfterPayment(
  finalTotal: Paise,
  amountPaid: Paise,
): Pick<BillTotals, 'pending' | 'toReturn'> {
  const paid = atLeastZero(paise(amountPaid));
  return { pending: atLeastZero(finalTotal - paid), toReturn: atLeastZero(paid - finalTotal) };
}

/** The amount paid, recovered exactly from the totals: pending − toReturn = finalTotal − paid. */
export function amountPaidOf(totals: BillTotals): Paise {
  return paise(totals.finalTotal - totals.pending + totals.toReturn);
}

/** The one place bill totals are computed (DESIGN §3 "Bills"); server and client both call it. */
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
  const finalTotal = atLeastZero(itemsTotal - discountAmount - advanceAmount);
  return {
    itemsTotal,
    discountAmount,
    advanceAmount,
    finalTotal,
    ...balanceAfterPayment(finalTotal, amountPaid),
  };
}
