import {
  paise as paiseOf,
  paiseToRupees,
  rupeesToPaise,
  toHundredths,
  type Paise,
} from '../money/paise';
import { MESSAGES } from '../schemas/messages';
import type { DiscountType } from './bill-status';

/** Hundredths of a percent: 1250 is 12.5 %. A percent discount is kept in these, exactly. */
export type BasisPoints = number & { readonly __brand: 'BasisPoints' };

export const FULL_PERCENT_BPS = 10_000 as BasisPoints;

/** A percent with at most two decimals (as typed in the form) in basis points: 12.5 → 1250. */
export function percentToBasisPoints(percent: number | string): BasisPoints {
  return toHundredths(percent) as BasisPoints;
}

/** A discount as computed and stored: paise off, or a share of the items total. */
export type BillDiscount =
  { type: 'amount'; value: Paise } | { type: 'percent'; value: BasisPoints };

/** A discount as the API and the form speak it: rupees for `amount`, percent for `percent`. */
export type DiscountInput = { type: DiscountType; value: number | string };

export const NO_DISCOUNT: BillDiscount = { type: 'amount', value: 0 as Paise };

/** The API's discount in its exact stored form; RangeError for more than two decimals. */
export function discountFromInput({ type, value }: DiscountInput): BillDiscount {
  return type === 'percent'
    ? { type, value: percentToBasisPoints(value) }
    : { type, value: rupeesToPaise(value) };
}

/**
 * Why a bill cannot take this discount, or null: a percent above 100, or an amount above the
 * items total (checked once the total is known). The bill schema refuses a save with it, so
 * the API does, and Create Bill shows it under the discount as it is typed.
 */
export function discountLimitError(
  discount: BillDiscount,
  itemsTotal?: Paise | bigint,
): string | null {
  if (discount.type === 'percent') {
    return discount.value > FULL_PERCENT_BPS ? MESSAGES.discountPercentMax : null;
  }
  if (itemsTotal === undefined) return null;
  return BigInt(discount.value) > BigInt(itemsTotal) ? MESSAGES.discountAmountMax : null;
}

/** The stored discount as the API answers it: rupees, or percent. */
export function discountToInput(discount: BillDiscount): { type: DiscountType; value: number } {
  return {
    type: discount.type,
    value: discount.type === 'amount' ? paiseToRupees(discount.value) : discount.value / 100,
  };
}

/** A bill row's two discount columns (type, and paise or basis points) as one value. */
export function storedDiscount(type: DiscountType, value: number): BillDiscount {
  return type === 'percent'
    ? { type, value: value as BasisPoints }
    : { type, value: value as Paise };
}

/** Half-up rounding of itemsTotal × bps / 10000, in integers so no total is off by a paisa. */
function percentOf(itemsTotal: bigint, bps: BasisPoints): bigint {
  const clampedBps = BigInt(Math.min(Math.max(Math.round(bps), 0), FULL_PERCENT_BPS));
  return (itemsTotal * clampedBps + 5_000n) / 10_000n;
}

/** The paise a discount takes off an items total, never below zero nor above the total. */
export function discountAmountOf(itemsTotal: bigint, discount: BillDiscount): bigint {
  const raw =
    discount.type === 'percent'
      ? percentOf(itemsTotal, discount.value)
      : BigInt(paiseOf(discount.value));
  // Validation rejects a discount above the total; clamping keeps stored rows sane regardless.
  if (raw < 0n) return 0n;
  return raw > itemsTotal ? itemsTotal : raw;
}
