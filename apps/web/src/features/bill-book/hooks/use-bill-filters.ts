import { hasFeature, toShopDay, type CalendarDay } from '@khatabill/domain';
import { useMemo, useState } from 'react';
import { isOwner } from '../../../lib/member-access';
import { canUse, userEntitlements } from '../../../lib/plan-access';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { BillSearchFilters } from '../api/search-bills';

// Long enough to skip the keystrokes of a name being typed, short enough to feel live.
const SEARCH_DEBOUNCE_MS = 300;

export type BillFilterState = {
  search: string;
  from: CalendarDay;
  to: CalendarDay;
  /** False on an expired Starter plan: the dates are locked and not sent. */
  canFilterByDate: boolean;
  /** Whose bills ('' for everyone's): the owner's choice of a shop with staff. */
  memberId: string;
  /** Whether the owner may choose whose bills: a shop whose plan has staff. */
  canFilterByMember: boolean;
  setSearch: (value: string) => void;
  setMemberId: (value: string) => void;
  setFrom: (value: CalendarDay) => void;
  setTo: (value: CalendarDay) => void;
  /** What the list asks the server for. */
  filters: BillSearchFilters;
};

/** The Bill Book's search and From/To (default today in the shop's zone, product §2). */
export function useBillFilters(): BillFilterState {
  const user = useSession()?.user ?? null;
  const canFilterByDate = canUse(user, 'billBookDateFilter');
  const canFilterByMember =
    user !== null && isOwner(user) && hasFeature(userEntitlements(user), 'staff');
  const [memberId, setMemberId] = useState('');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState<CalendarDay>(() => toShopDay(new Date()));
  const [to, setTo] = useState<CalendarDay>(() => toShopDay(new Date()));
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const filters = useMemo<BillSearchFilters>(
    () => ({
      search: debouncedSearch,
      from: canFilterByDate && from ? from : null,
      to: canFilterByDate && to ? to : null,
      memberId: canFilterByMember && memberId ? memberId : null,
    }),
    [debouncedSearch, canFilterByDate, from, to, canFilterByMember, memberId],
  );

  return {
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
    filters,
  };
}
