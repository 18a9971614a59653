import { gstStateLabel, type GstDocumentType, type ReceiptGstDto } from '@khatabill/domain';
import { useMessages } from '../../i18n/use-messages';
import { taxInvoiceMessages } from './tax-invoice-messages';

// Who a registered shop's document is from and to, and on what terms (Rule 46).

/** Rule 46 names the recipient's state from this taxable value, or for a registered recipient. */
const STATE_SHOWN_FROM_RUPEES = 50_000;

/** "Tax Invoice", or "Bill of Supply" with what a composition shop must say on it. */
export function TaxInvoiceTitle({ documentType }: { documentType: GstDocumentType }) {
  const t = useMessages(taxInvoiceMessages);
  return (
    <div data-receipt-title className="text-center">
      <p className="text-base font-bold tracking-wide uppercase">
        {documentType === 'tax_invoice' ? t.taxInvoice : t.billOfSupply}
      </p>
      {documentType === 'bill_of_supply' && <p className="text-xs">{t.composition}</p>}
    </div>
  );
}

/** The supplier as registered: its legal name when the shop trades under another, its GSTIN. */
export function TaxInvoiceSupplier({
  supplier,
  shopName,
}: {
  supplier: ReceiptGstDto['supplier'];
  shopName: string;
}) {
  const t = useMessages(taxInvoiceMessages);
  return (
    <p className="text-sm break-words">
      {supplier.legalName !== shopName && (
        <span className="block font-medium">{supplier.legalName}</span>
      )}
      {t.gstin({ gstin: supplier.gstin })}
    </p>
  );
}

type CustomerTermsProps = {
  /** A receipt's or a bill's GST terms. */
  gst: Pick<ReceiptGstDto, 'customerGstin' | 'customerAddress' | 'placeOfSupply'>;
  /** Rupees. */
  taxableValue: number;
};

/**
 * Rows of a `dl`: the customer's address and GSTIN when given, their state when Rule 46 asks
 * for it, and the place of supply.
 */
export function GstCustomerTerms({ gst, taxableValue }: CustomerTermsProps) {
  const { customerGstin, customerAddress, placeOfSupply } = gst;
  const t = useMessages(taxInvoiceMessages);
  const state = gstStateLabel(placeOfSupply);
  return (
    <>
      {customerAddress && <Term label={t.address} value={customerAddress} />}
      {customerGstin && <Term label={t.customerGstin} value={customerGstin} />}
      {(customerGstin || taxableValue >= STATE_SHOWN_FROM_RUPEES) && (
        <Term label={t.state} value={state} />
      )}
      <Term label={t.placeOfSupply} value={state} />
    </>
  );
}

export function Term({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words whitespace-pre-line">{value}</dd>
    </>
  );
}

/** Where the supplier signs: "For <legal name>", space to sign, "Authorised signatory". */
export function TaxInvoiceSignature({ legalName }: { legalName: string }) {
  const t = useMessages(taxInvoiceMessages);
  return (
    <p data-receipt-signature className="flex flex-col items-end gap-8 text-sm">
      <span className="font-medium break-words">{t.forSupplier({ name: legalName })}</span>
      <span>{t.signatory}</span>
    </p>
  );
}
