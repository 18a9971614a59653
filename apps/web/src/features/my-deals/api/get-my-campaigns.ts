import type { CampaignDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The shop's campaigns: running ones first (soonest end first), then the ended ones. */
export function getMyCampaigns(): Promise<CampaignDto[]> {
  return api.get<CampaignDto[]>('/campaigns/mine');
}

export function useMyCampaigns() {
  return useQuery({ queryKey: queryKeys.myCampaigns, queryFn: getMyCampaigns });
}
