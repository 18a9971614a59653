import { PRODUCT_NAME, type PublicReceiptDto } from '@khatabill/domain';
import type { ReactNode } from 'react';
import { formatBillDate } from '../../lib/format';
import { useMessages } from '../../i18n/use-messages';
import './receipt-print.css';
import { JobProgress } from './job-progress';
import { receiptMessages } from './messages';
import { ReceiptFieldValues } from './receipt-field-values';
import { ReceiptShopHeader } from './receipt-shop-header';

/** What a document adds to the receipt, each in its place (a tax invoice's, tax-invoice.tsx). */
type DocumentParts = {
  /** Above the shop: the document's name. */
  title?: ReactNode;
  /** Below the shop's name and address: who supplies, as the tax registers it. */
  supplier?: ReactNode;
  /** More rows (`dt`, `dd`) after the number, the date and the customer. */
  terms?: ReactNode;
  items: ReactNode;
  totals: ReactNode;
  /** Below the shop's footer note. */
  signature?: ReactNode;
};

/**
 * The customer's bill, as the public page shows it, prints it and the share dialog previews
 * it. `data-receipt` is what the print stylesheet keeps on paper.
 */
export function ReceiptDocument({
  receipt,
  title,
  supplier,
  terms,
  items,
  totals,
  signature,
}: { receipt: PublicReceiptDto } & DocumentParts) {
  const { shop } = receipt;
  const t = useMessages(receiptMessages);
  return (
    <article
      data-receipt
      aria-label={t.billLabel({ number: receipt.invoiceNumber })}
      className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm"
    >
      {title}
      <ReceiptShopHeader shop={shop} />
      {supplier}
      {receipt.job && <JobProgress steps={receipt.job} />}
      {shop.greetingMessage && (
        <p className="text-center whitespace-pre-line">{shop.greetingMessage}</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600">{t.invoice}</dt>
        <dd className="font-medium">{receipt.invoiceNumber}</dd>
        <dt className="text-slate-600">{t.date}</dt>
        <dd>{formatBillDate(receipt.createdAt)}</dd>
        <dt className="text-slate-600">{t.customer}</dt>
        <dd className="break-words">
          {receipt.customerName}
          {receipt.maskedMobile && (
            <span className="text-slate-600"> · {receipt.maskedMobile}</span>
          )}
        </dd>
        {terms}
      </dl>
      {items}
      {totals}
      <ReceiptFieldValues title={t.serviceRequest} values={receipt.customFields.serviceFields} />
      <ReceiptFieldValues title={t.serviceHandling} values={receipt.customFields.serviceInfo} />
      {shop.footerNote && (
        <p className="text-center text-sm whitespace-pre-line">{shop.footerNote}</p>
      )}
      {signature}
      <p className="border-t border-slate-200 pt-2 text-center text-xs text-slate-500">
        {t.madeWith({ product: PRODUCT_NAME })}
      </p>
    </article>
  );
}
