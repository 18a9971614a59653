import { computeBillTotals, type BillTotals, type BillTotalsInput } from '../bills/bill-totals';
import { paise } from '../money/paise';
import { computeGstBill, type GstBillAmounts } from './gst-bill';

/** How a registered shop's bill is taxed (product §16). */
export type BillGstTerms = {
  pricesIncludeTax: boolean;
  /** The place of supply is another state than the shop's: IGST. */
  interState: boolean;
  /** A regular shop's tax invoice; false for a composition shop's bill of supply. */
  taxed: boolean;
};

export type GstBillTotalsInput = Omit<BillTotalsInput, 'items' | 'taxAndRoundOff'> & {
  /** Each line's GST rate in basis points; 0 when absent. */
  items: readonly (BillTotalsInput['items'][number] & { gstRateBps?: number | null })[];
  /** Absent for a shop without GST: its bill is what it always was. */
  gst?: BillGstTerms | undefined;
};

/**
 * A bill's totals and, for a registered shop's bill, its GST line by line (taxable value,
 * CGST, SGST or IGST, round off): the totals charge the rounded invoice total.
 */
export function billTotalsWithGst({ gst, ...input }: GstBillTotalsInput): {
  totals: BillTotals;
  gst: GstBillAmounts | null;
} {
  if (!gst) return { totals: computeBillTotals(input), gst: null };
  const amounts = computeGstBill({
    lines: input.items.map((item) => ({ ...item, gstRateBps: item.gstRateBps ?? 0 })),
    discount: input.discount,
    ...gst,
  });
  const { itemsTotal, discountAmount } = computeBillTotals(input);
  const taxAndRoundOff = paise(amounts.invoiceTotal - (itemsTotal - discountAmount));
  return { totals: computeBillTotals({ ...input, taxAndRoundOff }), gst: amounts };
}
