import { toShopDay, type CalendarDay } from '@khatabill/domain';
import { useMemo, useState } from 'react';
import { canUse } from '../../../lib/plan-access';
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
  setSearch: (value: string) => void;
  setFrom: (value: CalendarDay) => void;
  setTo: (value: CalendarDay) => void;
  /** What the list asks the server for. */
  filters: BillSearchFilters;
};

/** The Bill Book's search and From/To (default today in the shop's zone, product §2). */
export function useBillFilters(): BillFilterState {
  const user = useSession()?.user ?? null;
  const canFilterByDate = canUse(user, 'billBookDateFilter');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState<CalendarDay>(() => toShopDay(new Date()));
  const [to, setTo] = useState<CalendarDay>(() => toShopDay(new Date()));
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const filters = useMemo<BillSearchFilters>(
    () => ({
      search: debouncedSearch,
      from: canFilterByDate && from ? from : null,
      to: canFilterByDate && to ? to : null,
    }),
    [debouncedSearch, canFilterByDate, from, to],
  );

  return { search, from, to, canFilterByDate, setSearch, setFrom, setTo, filters };
}
