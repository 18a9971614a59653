import {
  formatRupeeNumber,
  isAdvanceLabel,
  isCalendarDay,
  isRupeeAmount,
  type FieldValue,
} from '@khatabill/domain';
import { formatDay } from '../../lib/format';

type ReceiptFieldValuesProps = {
  title: string;
  /** Service Request or Service Handling values, already in the shop's configured order. */
  values: readonly FieldValue[];
};

/** The filled-in custom fields of a bill under a heading; nothing when none was filled. */
export function ReceiptFieldValues({ title, values }: ReceiptFieldValuesProps) {
  const filled = values.filter(({ value }) => value.trim() !== '');
  if (filled.length === 0) return null;
  return (
    <section className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">{title}</h3>
      <dl className="flex flex-col gap-0.5">
        {filled.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right break-words whitespace-pre-line">
              {displayValue(label, value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Advance fields hold money: shown like every other amount. A date
 * field keeps the `YYYY-MM-DD` day its picker gave: shown as the app shows days.
 */
function displayValue(label: string, value: string): string {
  const amount = Number(value);
  if (isAdvanceLabel(label) && isRupeeAmount(amount)) return formatRupeeNumber(amount);
  return isCalendarDay(value) ? formatDay(value) : value;
}
