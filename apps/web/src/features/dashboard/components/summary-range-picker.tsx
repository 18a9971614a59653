import { DayField } from '../../../components/ui/day-field';
import { FieldError } from '../../../components/ui/field';
import { dateRangeMessages } from '../../../components/list-tools-messages';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { planMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import type { SummaryKind, SummaryRangeState } from '../hooks/use-summary-range';
import { summaryMessages } from '../messages';

/** Today / This Week / Custom Range as one row of choices, and the custom range's days. */
export function SummaryRangePicker({
  kind,
  from,
  to,
  canCustomize,
  rangeError,
  setKind,
  setFrom,
  setTo,
}: SummaryRangeState) {
  const t = useMessages(summaryMessages);
  const days = useMessages(dateRangeMessages);
  const plans = useMessages(planMessages);
  const kinds: readonly { value: SummaryKind; label: string }[] = [
    { value: 'today', label: t.today },
    { value: 'week', label: t.week },
    { value: 'range', label: t.range },
  ];
  const isLocked = !canCustomize;
  return (
    <div className="flex flex-col gap-3">
      <SegmentedChoice legend={t.period} options={kinds} value={kind} onChange={setKind} />
      {kind === 'range' && (
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-2 gap-3">
            <DayField
              label={days.from}
              value={from}
              max={to}
              disabled={isLocked}
              onChange={setFrom}
            />
            <DayField label={days.to} value={to} min={from} disabled={isLocked} onChange={setTo} />
          </div>
          {isLocked && <p className="text-sm text-amber-800">{plans.customRangeExpired}</p>}
          <FieldError role="alert" message={rangeError} />
        </div>
      )}
    </div>
  );
}
