import { amountInWords, rupeesToPaise, type PublicReceiptDto } from '@khatabill/domain';
import { useStore } from '@nanostores/react';
import { locale } from '../../i18n/locale';
import { useMessages } from '../../i18n/use-messages';
import { taxInvoiceMessages } from './tax-invoice-messages';
import { ReceiptTotals, TotalLine } from './receipt-totals';

type TaxInvoiceTotalsProps = Pick<PublicReceiptDto, 'totals' | 'payment'> & {
  /** A tax invoice; a bill of supply shows no tax. */
  taxed: boolean;
  /** Supplied to another state: IGST, else CGST and SGST. */
  interState: boolean;
};

/**
 * The receipt's totals with the document's: taxable value and tax (a tax invoice's), the round
 * off, the invoice total and, below them, the invoice total in words in the page's language.
 */
export function TaxInvoiceTotals({ totals, payment, taxed, interState }: TaxInvoiceTotalsProps) {
  const t = useMessages(taxInvoiceMessages);
  const language = useStore(locale);
  const invoiceTotal = totals.invoiceTotal ?? totals.finalTotal;
  const tax = (
    <>
      {taxed && (
        <>
          <TotalLine label={t.taxableValue} rupees={totals.taxableValue ?? 0} />
          {interState ? (
            <TotalLine label={t.igst} rupees={totals.igst ?? 0} />
          ) : (
            <>
              <TotalLine label={t.cgst} rupees={totals.cgst ?? 0} />
              <TotalLine label={t.sgst} rupees={totals.sgst ?? 0} />
            </>
          )}
        </>
      )}
      {totals.roundOff ? <TotalLine label={t.roundOff} rupees={totals.roundOff} /> : null}
      <TotalLine label={t.invoiceTotal} rupees={invoiceTotal} strong />
    </>
  );
  return (
    <div className="flex flex-col gap-1">
      <ReceiptTotals totals={totals} payment={payment} tax={tax} />
      <p data-receipt-in-words className="text-sm">
        <span className="text-slate-600">{t.inWords}: </span>
        {amountInWords(rupeesToPaise(invoiceTotal), language)}
      </p>
    </div>
  );
}
