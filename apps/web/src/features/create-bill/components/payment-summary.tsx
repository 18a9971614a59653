import { amountPaidOf, formatRupees, type BillTotals } from '@khatabill/domain';
import type { ReactNode } from 'react';
import { billBalanceMessages, billBalanceWarning } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { paymentMessages } from '../messages';
import { SummaryLine } from './summary-line';

/** A warning about the payment typed, announced as it appears. */
export function PaymentNotice({
  className = '',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      role="status"
      className={`rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-900 ${className}`}
    >
      {children}
    </p>
  );
}

/**
 * The summary lines of the Payment Breakdown and the TAKE / GIVE warning under them; a
 * registered shop's tax lines (`taxLines`) come after the discount.
 */
export function PaymentSummary({
  totals,
  taxLines = null,
}: {
  totals: BillTotals | null;
  taxLines?: ReactNode;
}) {
  const t = useMessages(paymentMessages);
  const balances = useMessages(billBalanceMessages);
  if (!totals) {
    return <p role="alert">{t.tooLarge}</p>;
  }
  const amountPaid = amountPaidOf(totals);
  const balanceWarning = billBalanceWarning(balances, totals);
  return (
    <>
      <dl aria-label={t.summary} className="flex flex-col gap-1">
        <SummaryLine label={t.baseAmount} amount={formatRupees(totals.itemsTotal)} />
        <SummaryLine
          label={t.discount}
          amount={`${totals.discountAmount > 0 ? '-' : ''}${formatRupees(totals.discountAmount)}`}
        />
        {taxLines}
        <SummaryLine label={t.advancePaid} amount={formatRupees(totals.advanceAmount)} />
        <SummaryLine label={t.amountPaid} amount={formatRupees(amountPaid)} />
        <SummaryLine label={t.finalTotal} amount={formatRupees(totals.finalTotal)} isTotal />
      </dl>
      {/* The receipt's words with the khata effect: "To return ₹30 (added to the khata as TAKE)". */}
      {balanceWarning && totals.itemsTotal > 0 && <PaymentNotice>{balanceWarning}</PaymentNotice>}
    </>
  );
}
