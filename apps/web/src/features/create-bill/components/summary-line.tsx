/** One line of the Payment Breakdown's summary: a label and its amount. */
export function SummaryLine({
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
