import type { CampaignDto, CampaignInput } from '@khatabill/domain';
import { api } from '../../../lib/api-client';
import { useCampaignMutation } from './campaign-mutation';

export function createCampaign(input: CampaignInput): Promise<CampaignDto> {
  return api.post<CampaignDto>('/campaigns/mine', input);
}

export const useCreateCampaign = () => useCampaignMutation(createCampaign);
