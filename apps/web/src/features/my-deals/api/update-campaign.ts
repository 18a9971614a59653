import type { CampaignDto, CampaignInput } from '@khatabill/domain';
import { api } from '../../../lib/api-client';
import { useCampaignMutation } from './campaign-mutation';

export function updateCampaign({
  id,
  input,
}: {
  id: string;
  input: CampaignInput;
}): Promise<CampaignDto> {
  return api.put<CampaignDto>(`/campaigns/mine/${encodeURIComponent(id)}`, input);
}

export const useUpdateCampaign = () => useCampaignMutation(updateCampaign);
