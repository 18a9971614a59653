import { DEALS_PAGE_SIZE, type DealSort, type PublicCampaignListDto } from '@khatabill/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/api-client';
import { getPublic } from '../../../lib/public-api';
import { queryKeys } from '../../../lib/query-keys';

export type DealFilters = {
  /** Shop name, deal title or item name; empty for every deal. */
  q: string;
  sort: DealSort;
};

export function getDeals(
  { q, sort }: DealFilters,
  page: number,
  signal?: AbortSignal,
): Promise<PublicCampaignListDto> {
  const params = new URLSearchParams({ sort, page: String(page), limit: String(DEALS_PAGE_SIZE) });
  if (q) params.set('q', q);
  return getPublic<PublicCampaignListDto>(`/campaigns/campaigns?${params}`, signal);
}

/** The running deals, 10 at a time (product §9), the next ten on Load more. */
export function useDeals(filters: DealFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.deals.list(filters),
    queryFn: ({ pageParam, signal }) => getDeals(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
