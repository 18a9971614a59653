import { rupeesToPaise, ZERO_PAISE } from '../money/paise';
import type { BillInput } from '../schemas/bill.schemas';
import { advanceFromServiceInfo } from './advance';
import { computeBillTotals, percentToBasisPoints, type BillTotals } from './bill-totals';

/**
 * Totals of a validated bill request, converting its rupees once. A draft carries no
 * payment and no advance (spec §4), so both count as zero for it.
 */
export function computeBillInputTotals(
  bill: Pick<BillInput, 'items' | 'payment' | 'customFields' | 'status'>,
): BillTotals {
  const isDraft = bill.status === 'draft';
  const { discount, amountPaid } = bill.payment;
  return computeBillTotals({
    items: bill.items.map((item) => ({
      quantity: item.quantity,
      price: rupeesToPaise(item.price),
    })),
    discount: {
      type: discount.type,
      value:
        discount.type === 'percent'
          ? percentToBasisPoints(discount.value)
          : rupeesToPaise(discount.value),
    },
    advance: isDraft ? ZERO_PAISE : advanceFromServiceInfo(bill.customFields.serviceInfo),
    amountPaid: isDraft ? ZERO_PAISE : rupeesToPaise(amountPaid),
  });
}
