import { PLAN_MESSAGES, type CalendarDay } from '@khatabill/domain';
import { SearchField } from '../../../components/ui/search-field';
import { TextField } from '../../../components/ui/text-field';
import type { BillFilterState } from '../hooks/use-bill-filters';

type DateFilterProps = {
  label: string;
  value: CalendarDay;
  isLocked: boolean;
  onChange: (day: CalendarDay) => void;
  /** The other end of the range, when chosen: this day may not pass it. */
  min?: CalendarDay;
  max?: CalendarDay;
};

/** A locked filter shows no date: the list below is not limited to any. */
function DateFilter({ label, value, isLocked, onChange, min, max }: DateFilterProps) {
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

export function BillFilters({
  search,
  from,
  to,
  canFilterByDate,
  setSearch,
  setFrom,
  setTo,
}: BillFilterState) {
  const isLocked = !canFilterByDate;
  return (
    <div role="search" className="flex flex-col gap-3">
      <SearchField
        label="Search by invoice or customer"
        placeholder="INV-12 or Ramesh"
        value={search}
        onChange={setSearch}
      />
      <div className="grid grid-cols-2 gap-3">
        <DateFilter label="From" value={from} isLocked={isLocked} max={to} onChange={setFrom} />
        <DateFilter label="To" value={to} isLocked={isLocked} min={from} onChange={setTo} />
      </div>
      {isLocked && <p className="text-sm text-amber-800">{PLAN_MESSAGES.dateFilterExpired}</p>}
    </div>
  );
}
