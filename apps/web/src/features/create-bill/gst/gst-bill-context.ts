import type {
  BillTotals,
  BillTotalsInput,
  GstBillAmounts,
  GstSettingsDto,
} from '@khatabill/domain';
import { createContext, useContext, type ComponentType } from 'react';
import type { BillFormValues } from '../bill-form-values';

// A registered shop's bill form (product §16) adds the customer's GSTIN, each line's HSN and
// rate, and the tax to its totals. Those parts, with GST's arithmetic and names, load as one
// chunk before such a shop's form opens (load-gst-bill-parts.ts), never for a shop without GST.

export type GstBillParts = {
  gstTotals: (
    shop: GstSettingsDto,
    values: Pick<BillFormValues, 'items' | 'gst'>,
  ) => (input: BillTotalsInput) => { totals: BillTotals; gst: GstBillAmounts | null };
  GstCustomerFields: ComponentType;
  GstLineFields: ComponentType<{ index: number }>;
  GstSummaryLines: ComponentType<{ gst: GstBillAmounts }>;
};

export type GstBill = { shop: GstSettingsDto; parts: GstBillParts };

export const GstBillContext = createContext<GstBill | null>(null);

/** The shop's GST and the form's GST parts; null for a shop without GST. */
export function useGstBill(): GstBill | null {
  return useContext(GstBillContext);
}
