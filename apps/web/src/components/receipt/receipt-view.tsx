import type { PublicReceiptDto } from '@khatabill/domain';
import { Suspense } from 'react';
import { ReceiptDocument } from './receipt-document';
import { ReceiptItems } from './receipt-items';
import { ReceiptTotals } from './receipt-totals';
import { useTaxInvoiceParts } from './tax-invoice-loader';

/**
 * The customer's bill: a registered shop's is its tax invoice or bill of supply (product §16),
 * whose parts load only for it; any other is the receipt it always was.
 */
export function ReceiptView({ receipt }: { receipt: PublicReceiptDto }) {
  if (receipt.gst) {
    return (
      <Suspense>
        <TaxInvoiceView receipt={receipt} gst={receipt.gst} />
      </Suspense>
    );
  }
  return (
    <ReceiptDocument
      receipt={receipt}
      items={<ReceiptItems items={receipt.items} />}
      totals={<ReceiptTotals totals={receipt.totals} payment={receipt.payment} />}
    />
  );
}

function TaxInvoiceView({
  receipt,
  gst,
}: {
  receipt: PublicReceiptDto;
  gst: NonNullable<PublicReceiptDto['gst']>;
}) {
  const { TaxInvoice } = useTaxInvoiceParts();
  return <TaxInvoice receipt={receipt} gst={gst} />;
}
