import type { CalendarDay } from '@khatabill/domain';
import { TextField } from './text-field';

type DayFieldProps = {
  label: string;
  /** A shop-local day, or '' for none. */
  value: CalendarDay;
  onChange: (day: CalendarDay) => void;
  disabled?: boolean;
  /** The other end of a From/To range, when chosen: this day may not pass it. */
  min?: CalendarDay;
  max?: CalendarDay;
};

/** A labelled date input for one end of a From/To range of days. */
export function DayField({ label, value, onChange, disabled, min, max }: DayFieldProps) {
  return (
    <TextField
      type="date"
      label={label}
      value={value}
      disabled={disabled}
      min={min || undefined}
      max={max || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
