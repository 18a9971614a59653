import type { CalendarDay } from '@khatabill/domain';
import { TextField } from './ui/text-field';

type DateFieldProps = {
  label: string;
  value: CalendarDay;
  isLocked: boolean;
  onChange: (day: CalendarDay) => void;
  /** The other end of the range, when chosen: this day may not pass it. */
  min?: CalendarDay;
  max?: CalendarDay;
};

/** A locked field shows no date: the list below is not limited to any. */
function DateField({ label, value, isLocked, onChange, min, max }: DateFieldProps) {
  return (
    <TextField
      type="date"
      label={label}
      disabled={isLocked}
      value={isLocked ? '' : value}
      min={min || undefined}
      max={max || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

type DateRangeFieldsProps = {
  from: CalendarDay;
  to: CalendarDay;
  onFromChange: (day: CalendarDay) => void;
  onToChange: (day: CalendarDay) => void;
  /** True when the plan does not include the filter: both fields are disabled and empty. */
  isLocked?: boolean;
};

/** A list's From and To days (shop-local, both inclusive), side by side even at 360 px. */
export function DateRangeFields({
  from,
  to,
  onFromChange,
  onToChange,
  isLocked = false,
}: DateRangeFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <DateField label="From" value={from} isLocked={isLocked} max={to} onChange={onFromChange} />
      <DateField label="To" value={to} isLocked={isLocked} min={from} onChange={onToChange} />
    </div>
  );
}
