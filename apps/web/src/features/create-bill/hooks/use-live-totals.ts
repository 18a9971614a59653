import type { BillTotals, GstBillAmounts } from '@khatabill/domain';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BillFormValues } from '../bill-form-values';
import { useGstBill } from '../gst/gst-bill-context';
import { liveTotals, plainTotals } from '../live-totals';

export type LiveBill = { totals: BillTotals; gst?: GstBillAmounts | null };

/**
 * The bill form's totals, recomputed as items, payment, advance or GST fields change; with
 * the tax line by line for a registered shop. Null when the amounts are too large to add up.
 */
export function useLiveBill(): LiveBill | null {
  const { control } = useFormContext<BillFormValues>();
  const gstBill = useGstBill();
  const [items, payment, customFields, gst] = useWatch({
    control,
    name: ['items', 'payment', 'customFields', 'gst'],
  });
  return useMemo(
    () =>
      liveTotals<LiveBill>(
        { items, payment, customFields },
        gstBill ? gstBill.parts.gstTotals(gstBill.shop, { items, gst }) : plainTotals,
      ),
    [items, payment, customFields, gst, gstBill],
  );
}

export function useLiveTotals(): BillTotals | null {
  return useLiveBill()?.totals ?? null;
}
