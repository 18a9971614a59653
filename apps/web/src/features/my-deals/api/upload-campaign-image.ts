import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shrinkImage } from '../../../lib/shrink-image';

/** A banner is kept up to 1200 px on its longest side, an item's picture up to 512 px. */
export type CampaignImageKind = 'banner' | 'item';
const MAX_SIDE: Record<CampaignImageKind, number> = { banner: 1200, item: 512 };

/** Stores one image for the shop; a campaign then refers to it by the answered path. */
export async function uploadCampaignImage({
  file,
  kind,
}: {
  file: File;
  kind: CampaignImageKind;
}): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('image', await shrinkImage(file, MAX_SIDE[kind]), file.name);
  const { path } = await api.post<{ path: string }>('/campaigns/mine/images', form);
  return path;
}

export function useUploadCampaignImage() {
  return useMutation({ mutationFn: uploadCampaignImage });
}
