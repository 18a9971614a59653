import {
  BILL_PAGE_SIZE,
  type BillListItemDto,
  type BillSearchFields,
  type CalendarDay,
} from '@khatabill/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, nextPageOf, type Paged } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type BillSearchFilters = {
  /** Invoice number or customer name; empty for every bill. */
  search: string;
  /** Shop-local days, both inclusive; null leaves that side open. */
  from: CalendarDay | null;
  to: CalendarDay | null;
  /** Only the bills this member made (the owner's id is the shop's); null for everyone's. */
  memberId: string | null;
};

export function searchBills(
  { search, from, to, memberId }: BillSearchFilters,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<BillListItemDto>> {
  // What the list shows of each bill: a bill's details are loaded when it is opened.
  const params = new URLSearchParams({
    page: String(page),
    limit: String(BILL_PAGE_SIZE),
    fields: 'list' satisfies BillSearchFields,
  });
  if (search) params.set('search', search);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (memberId) params.set('memberId', memberId);
  return api.getPaged<BillListItemDto>(`/bills/search?${params}`, { signal });
}

export function useBillSearch(filters: BillSearchFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.bills.search(filters),
    queryFn: ({ pageParam, signal }) => searchBills(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Bills change on other screens and other devices: read them again on every visit.
    staleTime: 0,
  });
}
