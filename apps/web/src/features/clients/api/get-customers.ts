import type { CustomerDto } from '@khatabill/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Paged } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One page of `GET /customers`, with what all of the shop's customers owe beside it. */
export type CustomerList = Paged<CustomerDto> & { totalDue: number };

export function getCustomers(
  { q, page }: { q: string; page: number },
  signal?: AbortSignal,
): Promise<CustomerList> {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return api.raw<CustomerList>('GET', `/customers?${params.toString()}`, undefined, { signal });
}

/** The customers matching `q` (all when empty), 50 a page, by name. */
export function useCustomers(q: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.customers.list(q),
    queryFn: ({ pageParam, signal }) => getCustomers({ q, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    // While a new search loads, the last answer stays on screen instead of a loading text.
    placeholderData: keepPreviousData,
  });
}
