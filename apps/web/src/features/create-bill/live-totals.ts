import {
  advanceFromServiceInfo,
  computeBillTotals,
  discountFromInput,
  discountLimitError,
  isRupeeAmount,
  LIMITS,
  NO_DISCOUNT,
  rupeesToPaise,
  ZERO_PAISE,
  type BillDiscount,
  type BillTotals,
  type BillTotalsInput,
  type Paise,
} from '@khatabill/domain';
import type { BillFormValues } from './bill-form-values';

export type LiveTotalsInput = Pick<BillFormValues, 'items' | 'payment' | 'customFields'>;

/** A typed amount in paise; text that is not (yet) an amount counts as nothing. */
function typedPaise(text: string): Paise {
  return isRupeeAmount(text) ? rupeesToPaise(text) : ZERO_PAISE;
}

function typedQuantity(text: string): number {
  const quantity = Number(text);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= LIMITS.quantity ? quantity : 0;
}

/** The discount as typed; text that is not (yet) an amount is none. */
export function typedDiscount(discount: LiveTotalsInput['payment']['discount']): BillDiscount {
  return isRupeeAmount(discount.value) ? discountFromInput(discount) : NO_DISCOUNT;
}

/** The typed bill as the domain's totals read it; what is not (yet) valid counts as nothing. */
function typedTotalsInput({ items, payment, customFields }: LiveTotalsInput): BillTotalsInput {
  return {
    items: items.map((item) => ({
      quantity: typedQuantity(item.quantity),
      price: typedPaise(item.price),
    })),
    discount: typedDiscount(payment.discount),
    advance: advanceFromServiceInfo(
      Object.fromEntries(customFields.serviceInfo.map((field) => [field.label, field.value])),
    ),
    amountPaid: typedPaise(payment.amountPaid),
  };
}

/**
 * The bill's totals while it is typed, by the same domain function the server saves them
 * with (`compute`: a registered shop's adds the tax, gst/live-gst-bill.ts). Rows not yet
 * complete count as zero, and a discount the bill cannot take (its field says why) as none;
 * null when the amounts are too large to add up (validation then says so on save).
 */
export function liveTotals<T extends { totals: BillTotals }>(
  values: LiveTotalsInput,
  compute: (input: BillTotalsInput) => T,
): T | null {
  try {
    const input = typedTotalsInput(values);
    const computed = compute(input);
    return discountLimitError(input.discount, computed.totals.itemsTotal)
      ? compute({ ...input, discount: NO_DISCOUNT })
      : computed;
  } catch {
    return null;
  }
}

/** A bill without GST: its totals alone. */
export const plainTotals = (input: BillTotalsInput) => ({ totals: computeBillTotals(input) });
