import { PLAN_MESSAGES } from '@khatabill/domain';
import { DayField } from '../../../components/ui/day-field';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import type { SummaryKind, SummaryRangeState } from '../hooks/use-summary-range';

const KINDS: readonly { value: SummaryKind; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'range', label: 'Custom Range' },
];

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
  const isLocked = !canCustomize;
  return (
    <div className="flex flex-col gap-3">
      <SegmentedChoice legend="Summary period" options={KINDS} value={kind} onChange={setKind} />
      {kind === 'range' && (
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-2 gap-3">
            <DayField label="From" value={from} max={to} disabled={isLocked} onChange={setFrom} />
            <DayField label="To" value={to} min={from} disabled={isLocked} onChange={setTo} />
          </div>
          {isLocked && <p className="text-sm text-amber-800">{PLAN_MESSAGES.customRangeExpired}</p>}
          {rangeError && (
            <p role="alert" className="text-sm text-red-700">
              {rangeError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
