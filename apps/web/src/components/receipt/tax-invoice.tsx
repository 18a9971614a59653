import { parseGstin, type PublicReceiptDto, type ReceiptGstDto } from '@khatabill/domain';
import { useMessages } from '../../i18n/use-messages';
import { taxInvoiceMessages } from './tax-invoice-messages';
import { ReceiptDocument } from './receipt-document';
import { HsnSummaryTable, TaxInvoiceItems } from './tax-invoice-lines';
import {
  GstCustomerTerms,
  TaxInvoiceSignature,
  TaxInvoiceSupplier,
  TaxInvoiceTitle,
  Term,
} from './tax-invoice-parties';
import { TaxInvoiceTotals } from './tax-invoice-totals';

// The chunk of a registered shop's document (tax-invoice-loader.ts): the receipt's parts with
// what Rule 46 adds, for the customer's copy and the shop's (components/bill/bill-details.tsx).
export { GstCustomerTerms } from './tax-invoice-parties';
export { TaxInvoiceItems } from './tax-invoice-lines';
export { TaxInvoiceTotals } from './tax-invoice-totals';

/** A bill's GST terms as its document reads them: taxed at all, and across states or within one. */
export function gstTermsOf(gst: { documentType: string; gstin: string; placeOfSupply: string }) {
  const shop = parseGstin(gst.gstin);
  return {
    taxed: gst.documentType === 'tax_invoice',
    interState: shop.ok && shop.stateCode !== gst.placeOfSupply,
  };
}

/** A registered shop's bill as the customer receives it: a tax invoice or a bill of supply. */
export function TaxInvoice({ receipt, gst }: { receipt: PublicReceiptDto; gst: ReceiptGstDto }) {
  const t = useMessages(taxInvoiceMessages);
  const terms = gstTermsOf({ ...gst, gstin: gst.supplier.gstin });
  return (
    <ReceiptDocument
      receipt={receipt}
      title={<TaxInvoiceTitle documentType={gst.documentType} />}
      supplier={<TaxInvoiceSupplier supplier={gst.supplier} shopName={receipt.shop.shopName} />}
      terms={
        <>
          <GstCustomerTerms gst={gst} taxableValue={receipt.totals.taxableValue ?? 0} />
          <Term label={t.reverseCharge} value={t.no} />
        </>
      }
      items={<TaxInvoiceItems items={receipt.items} {...terms} />}
      totals={
        <>
          <TaxInvoiceTotals totals={receipt.totals} payment={receipt.payment} {...terms} />
          {terms.taxed && <HsnSummaryTable items={receipt.items} />}
        </>
      }
      signature={<TaxInvoiceSignature legalName={gst.supplier.legalName} />}
    />
  );
}
