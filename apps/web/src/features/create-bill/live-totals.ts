import {
  advanceFromServiceInfo,
  computeBillTotals,
  discountFromInput,
  isRupeeAmount,
  LIMITS,
  NO_DISCOUNT,
  rupeesToPaise,
  ZERO_PAISE,
  type BillTotals,
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

/**
 * The bill's totals while it is typed, by the same domain function the server saves them
 * with. Rows not yet complete count as zero; null when the amounts are too large to add up
 * (validation then says so on save).
 */
export function liveTotals({ items, payment, customFields }: LiveTotalsInput): BillTotals | null {
  const { discount } = payment;
  try {
    return computeBillTotals({
      items: items.map((item) => ({
        quantity: typedQuantity(item.quantity),
        price: typedPaise(item.price),
      })),
      discount: isRupeeAmount(discount.value) ? discountFromInput(discount) : NO_DISCOUNT,
      advance: advanceFromServiceInfo(
        Object.fromEntries(customFields.serviceInfo.map((field) => [field.label, field.value])),
      ),
      amountPaid: typedPaise(payment.amountPaid),
    });
  } catch {
    return null;
  }
}
