import { formatRupees, type GstBillAmounts } from '@khatabill/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useMessages } from '../../../i18n/use-messages';
import type { BillFormValues } from '../bill-form-values';
import { SummaryLine } from '../components/summary-line';
import { useGstBill } from './gst-bill-context';
import { typedPlaceOfSupply } from './live-gst-bill';
import { gstBillMessages } from './messages';

/**
 * The tax of a registered shop's bill in the payment summary, after the discount: taxable
 * value, CGST and SGST or IGST, the round off and the invoice total the bill charges.
 */
export function GstSummaryLines({ gst }: { gst: GstBillAmounts }) {
  const t = useMessages(gstBillMessages);
  const shop = useGstBill()?.shop;
  const { control } = useFormContext<BillFormValues>();
  const values = useWatch({ control, name: 'gst' });
  if (!shop) return null;
  const interState = typedPlaceOfSupply(values, shop) !== shop.stateCode;
  return (
    <>
      <SummaryLine label={t.taxableValue} amount={formatRupees(gst.taxableValue)} />
      {interState ? (
        <SummaryLine label={t.igst} amount={formatRupees(gst.igst)} />
      ) : (
        <>
          <SummaryLine label={t.cgst} amount={formatRupees(gst.cgst)} />
          <SummaryLine label={t.sgst} amount={formatRupees(gst.sgst)} />
        </>
      )}
      {gst.roundOff !== 0 && <SummaryLine label={t.roundOff} amount={formatRupees(gst.roundOff)} />}
      <SummaryLine label={t.invoiceTotal} amount={formatRupees(gst.invoiceTotal)} />
    </>
  );
}
