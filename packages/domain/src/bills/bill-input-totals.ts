import { rupeesToPaise, ZERO_PAISE, type Paise } from '../money/paise';
import type { BillInput } from '../schemas/bill.schemas';
import { advanceFromServiceInfo } from './advance';
import { keepsPayment } from './bill-rules';
import { computeBillTotals, type BillTotals } from './bill-totals';
import { discountFromInput, type BillDiscount } from './discount';

type BillAmountsInput = Pick<BillInput, 'payment' | 'customFields' | 'status'>;

/**
 * A validated bill request's money in paise, converted once. A draft carries no payment
 * and no advance (product §4 "Bill status"), so both are zero for it.
 */
export function billInputAmounts(bill: BillAmountsInput): {
  discount: BillDiscount;
  advance: Paise;
  amountPaid: Paise;
} {
  const paid = keepsPayment(bill.status);
  return {
    discount: discountFromInput(bill.payment.discount),
    advance: paid ? advanceFromServiceInfo(bill.customFields.serviceInfo) : ZERO_PAISE,
    amountPaid: paid ? rupeesToPaise(bill.payment.amountPaid) : ZERO_PAISE,
  };
}

/** Totals of a validated bill request: the server's, before it stores them. */
export function computeBillInputTotals(
  bill: Pick<BillInput, 'items'> & BillAmountsInput,
): BillTotals {
  return computeBillTotals({
    items: bill.items.map((item) => ({
      quantity: item.quantity,
      price: rupeesToPaise(item.price),
    })),
    ...billInputAmounts(bill),
  });
}
