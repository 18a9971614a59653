import { PLAN_MESSAGES } from '@khatabill/domain';
import { TextField } from '../../../components/ui/text-field';
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
  const dateHint = canFilterByDate ? undefined : PLAN_MESSAGES.dateFilterExpired;
  return (
    <div role="search" className="flex flex-col gap-3">
      <TextField
        type="search"
        label="Search by invoice or customer"
        placeholder="INV-12 or Ramesh"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        {/* A locked filter shows no dates: the list below is not limited to any. */}
        <TextField
          type="date"
          label="From"
          disabled={!canFilterByDate}
          value={canFilterByDate ? from : ''}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          type="date"
          label="To"
          disabled={!canFilterByDate}
          value={canFilterByDate ? to : ''}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      {dateHint && <p className="text-sm text-amber-800">{dateHint}</p>}
    </div>
  );
}
