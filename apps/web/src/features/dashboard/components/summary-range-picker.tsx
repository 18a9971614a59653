import { PLAN_MESSAGES } from '@khatabill/domain';
import { useId } from 'react';
import { DayField } from '../../../components/ui/day-field';
import type { SummaryKind, SummaryRangeState } from '../hooks/use-summary-range';

const KINDS: { kind: SummaryKind; label: string }[] = [
  { kind: 'today', label: 'Today' },
  { kind: 'week', label: 'This Week' },
  { kind: 'range', label: 'Custom Range' },
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
  const name = useId();
  const isLocked = !canCustomize;
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="sr-only">Summary period</legend>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {KINDS.map((option) => (
            <label
              key={option.kind}
              // Widths follow the labels, so "Custom Range" stays on one line at 360 px.
              className="relative flex min-h-11 flex-auto cursor-pointer items-center justify-center rounded-md px-2 text-center whitespace-nowrap text-sm font-medium text-slate-700 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-700 sm:text-base"
            >
              <input
                type="radio"
                name={name}
                value={option.kind}
                checked={kind === option.kind}
                onChange={() => setKind(option.kind)}
                // Invisible but covering the whole choice, so a tap anywhere lands on the radio.
                className="absolute inset-0 cursor-pointer appearance-none opacity-0"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
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
