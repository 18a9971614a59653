import type { CalendarDay, ExpenseListDto } from '@khatabill/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, nextPageOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const EXPENSE_PAGE_SIZE = 50;

export type ExpenseFilters = {
  /** Shop-local days, both inclusive; '' leaves that side open. */
  from: CalendarDay;
  to: CalendarDay;
};

export function getExpenses(
  { from, to }: ExpenseFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ExpenseListDto> {
  const params = new URLSearchParams({ page: String(page), limit: String(EXPENSE_PAGE_SIZE) });
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return api.raw<ExpenseListDto>('GET', `/expenses/all?${params}`, undefined, { signal });
}

/** The expenses dated in the range, newest first, page by page, with the range's total. */
export function useExpenses(filters: ExpenseFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.expenses.list(filters),
    queryFn: ({ pageParam, signal }) => getExpenses(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
