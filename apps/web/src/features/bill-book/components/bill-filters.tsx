import { PLAN_MESSAGES } from '@khatabill/domain';
import { DateRangeFields } from '../../../components/date-range-fields';
import { SearchField } from '../../../components/ui/search-field';
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
  return (
    <div role="search" className="flex flex-col gap-3">
      <SearchField
        label="Search by invoice or customer"
        placeholder="INV-12 or Ramesh"
        value={search}
        onChange={setSearch}
      />
      <DateRangeFields
        from={from}
        to={to}
        isLocked={isLocked}
        onFromChange={setFrom}
        onToChange={setTo}
      />
      {isLocked && <p className="text-sm text-amber-800">{PLAN_MESSAGES.dateFilterExpired}</p>}
    </div>
  );
}
