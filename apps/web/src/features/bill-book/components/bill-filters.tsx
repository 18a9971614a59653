import { DateRangeFields } from '../../../components/date-range-fields';
import { SearchField } from '../../../components/ui/search-field';
import { planMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import type { BillFilterState } from '../hooks/use-bill-filters';
import { billBookMessages } from '../messages';
import { MemberFilter } from './member-filter';

export function BillFilters({
  search,
  from,
  to,
  canFilterByDate,
  memberId,
  canFilterByMember,
  setSearch,
  setFrom,
  setTo,
  setMemberId,
}: BillFilterState) {
  const t = useMessages(billBookMessages);
  const plans = useMessages(planMessages);
  const isLocked = !canFilterByDate;
  return (
    <div role="search" className="flex flex-col gap-3">
      <SearchField
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
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
      {isLocked && <p className="text-sm text-amber-800">{plans.dateFilterExpired}</p>}
      {canFilterByMember && <MemberFilter memberId={memberId} onChange={setMemberId} />}
    </div>
  );
}
