import { billBalanceOf, formatRupeeNumber, type PublicReceiptDto } from '@khatabill/domain';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { receiptMessages } from './messages';

type ReceiptTotalsProps = Pick<PublicReceiptDto, 'totals' | 'payment'> & {
  /** A tax invoice's lines after the discount, down to its invoice total. */
  tax?: ReactNode;
};

export function TotalLine({
  label,
  rupees,
  strong = false,
}: {
  label: string;
  rupees: number;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{formatRupeeNumber(rupees)}</dd>
    </div>
  );
}

/** The receipt's money lines (product §4 "Receipt totals"); the server computed every one. */
export function ReceiptTotals({ totals, payment, tax }: ReceiptTotalsProps) {
  // Pending or To return, in the words the owner's warning used before saving.
  const t = useMessages(receiptMessages);
  const balance = billBalanceOf(totals);
  const discountLabel =
    payment.discount.type === 'percent' && payment.discount.value > 0
      ? t.discountPercent({ percent: payment.discount.value })
      : t.discount;
  return (
    <dl className="flex flex-col gap-1 border-t border-slate-300 pt-2 text-sm">
      <TotalLine label={t.baseAmount} rupees={totals.itemsTotal} />
      <TotalLine label={discountLabel} rupees={totals.discountAmount} />
      {tax}
      {/* A bill without an advance (every product-only bill) has no Advance line. */}
      {totals.advanceAmount > 0 && <TotalLine label={t.advance} rupees={totals.advanceAmount} />}
      {/* A tax invoice's total is its invoice total, unless an advance was taken off it. */}
      {(!tax || totals.advanceAmount > 0) && (
        <TotalLine label={t.finalTotal} rupees={totals.finalTotal} strong />
      )}
      <TotalLine label={t.amountPaid} rupees={payment.amountPaid} />
      {balance && <TotalLine label={t[balance.kind]} rupees={balance.amount} strong />}
    </dl>
  );
}
