import { PLAN_MESSAGES, type CalendarDay } from '@khatabill/domain';
import { SearchField } from '../../../components/ui/search-field';
import { DayField } from '../../../components/ui/day-field';
import type { BillFilterState } from '../hooks/use-bill-filters';

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
  // A locked filter shows no date: the list below is not limited to any.
  const shown = (day: CalendarDay) => (isLocked ? '' : day);
  return (
    <div role="search" className="flex flex-col gap-3">
      <SearchField
        label="Search by invoice or customer"
        placeholder="INV-12 or Ramesh"
        value={search}
        onChange={setSearch}
      />
      <div className="grid grid-cols-2 gap-3">
        <DayField
          label="From"
          value={shown(from)}
          disabled={isLocked}
          max={to}
          onChange={setFrom}
        />
        <DayField label="To" value={shown(to)} disabled={isLocked} min={from} onChange={setTo} />
      </div>
      {isLocked && <p className="text-sm text-amber-800">{PLAN_MESSAGES.dateFilterExpired}</p>}
    </div>
  );
}
