import { amountPaidOf, formatRupees, type BillTotals } from '@khatabill/domain';

function SummaryLine({
  label,
  amount,
  isTotal = false,
}: {
  label: string;
  amount: string;
  isTotal?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${isTotal ? 'border-t border-slate-200 pt-2 text-lg font-semibold' : ''}`}
    >
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
}

/** What the typed payment leaves: nothing, a due (GIVE) or money held for the customer (TAKE). */
function BalanceNotice({ totals }: { totals: BillTotals }) {
  if (totals.toReturn > 0) {
    const excess = formatRupees(totals.toReturn);
    return (
      <p
        role="status"
        className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-900"
      >
        Amount paid is {excess} more than the final total. The excess {excess} will be added as TAKE
        in the customer&apos;s khata.
      </p>
    );
  }
  if (totals.pending > 0) {
    const remainder = formatRupees(totals.pending);
    return (
      <p
        role="status"
        className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-900"
      >
        Amount paid is {remainder} less than the final total. The remaining {remainder} will be
        marked GIVE in the customer&apos;s khata.
      </p>
    );
  }
  return null;
}

/** The summary lines of the Payment Breakdown and the TAKE / GIVE warning under them. */
export function PaymentSummary({ totals }: { totals: BillTotals | null }) {
  if (!totals) {
    return <p role="alert">The amounts are too large to add up.</p>;
  }
  const amountPaid = amountPaidOf(totals);
  return (
    <>
      <dl aria-label="Payment summary" className="flex flex-col gap-1">
        <SummaryLine label="Base Amount" amount={formatRupees(totals.itemsTotal)} />
        <SummaryLine
          label="Discount"
          amount={`${totals.discountAmount > 0 ? '-' : ''}${formatRupees(totals.discountAmount)}`}
        />
        <SummaryLine label="Advance Paid" amount={formatRupees(totals.advanceAmount)} />
        <SummaryLine label="Amount Paid" amount={formatRupees(amountPaid)} />
        <SummaryLine label="Final Total" amount={formatRupees(totals.finalTotal)} isTotal />
      </dl>
      {totals.itemsTotal > 0 && <BalanceNotice totals={totals} />}
    </>
  );
}
