import type { PublicCampaignDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { getPublic } from '../../../lib/public-api';
import { queryKeys } from '../../../lib/query-keys';
import { dealApiPath } from './deal-api-path';

/** Opening a deal counts one view on the server. */
export function getDeal(idOrSlug: string, signal?: AbortSignal): Promise<PublicCampaignDto> {
  return getPublic<PublicCampaignDto>(dealApiPath(idOrSlug), signal);
}

export function useDeal(idOrSlug: string) {
  return useQuery({
    queryKey: queryKeys.deals.detail(idOrSlug),
    queryFn: ({ signal }) => getDeal(idOrSlug, signal),
  });
}
