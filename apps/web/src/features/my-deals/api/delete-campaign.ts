import { api } from '../../../lib/api-client';
import { useCampaignMutation } from './campaign-mutation';

export function deleteCampaign(id: string): Promise<unknown> {
  return api.delete(`/campaigns/mine/${encodeURIComponent(id)}`);
}

export const useDeleteCampaign = () => useCampaignMutation(deleteCampaign);
