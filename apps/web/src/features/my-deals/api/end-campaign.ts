import type { CampaignDto } from '@khatabill/domain';
import { api } from '../../../lib/api-client';
import { useCampaignMutation } from './campaign-mutation';

/** Ends the deal now: it leaves the public list; its views and clicks are kept. */
export function endCampaign(id: string): Promise<CampaignDto> {
  return api.post<CampaignDto>(`/campaigns/mine/${encodeURIComponent(id)}/end`);
}

export const useEndCampaign = () => useCampaignMutation(endCampaign);
