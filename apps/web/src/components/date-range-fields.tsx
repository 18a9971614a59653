import type { CalendarDay } from '@khatabill/domain';
import { useMessages } from '../i18n/use-messages';
import { dateRangeMessages } from './list-tools-messages';
import { DayField } from './ui/day-field';

type DateRangeFieldsProps = {
  from: CalendarDay;
  to: CalendarDay;
  onFromChange: (day: CalendarDay) => void;
  onToChange: (day: CalendarDay) => void;
  /** True when the plan does not include the filter: both are disabled and show no date. */
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
  const t = useMessages(dateRangeMessages);
  // A locked filter shows no date: the list below is not limited to any.
  const shown = (day: CalendarDay) => (isLocked ? '' : day);
  return (
    <div className="grid grid-cols-2 gap-3">
      <DayField
        label={t.from}
        value={shown(from)}
        disabled={isLocked}
        max={to}
        onChange={onFromChange}
      />
      <DayField
        label={t.to}
        value={shown(to)}
        disabled={isLocked}
        min={from}
        onChange={onToChange}
      />
    </div>
  );
}
