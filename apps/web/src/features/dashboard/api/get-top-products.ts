import type { TopProductDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** This month's most sold products by quantity, at most five (product §3 "Top products"). */
export function getTopProducts(signal?: AbortSignal): Promise<TopProductDto[]> {
  return api.get<TopProductDto[]>('/bills/top-products', { signal });
}

export function useTopProducts() {
  return useQuery({
    queryKey: queryKeys.summaries.topProducts,
    queryFn: ({ signal }) => getTopProducts(signal),
  });
}
