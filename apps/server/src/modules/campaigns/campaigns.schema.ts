import { MESSAGES } from '@khatabill/domain';
import { z } from 'zod';
import { imageFile } from '../files/image-file.schema';

// Malformed ids and unknown slugs are answered 404 by the services, like another shop's id.
export const campaignParams = z.object({ id: z.string() });
export const dealParams = z.object({ idOrSlug: z.string() });

/** Which picture of a deal an upload is: the banner is kept larger than an item's image. */
export const CAMPAIGN_IMAGE_KINDS = ['banner', 'item'] as const;
export type CampaignImageKind = (typeof CAMPAIGN_IMAGE_KINDS)[number];

/** `POST /campaigns/mine/images` (multipart): the file and which picture it is. */
export const campaignImageBody = z.object({
  image: imageFile,
  kind: z.enum(CAMPAIGN_IMAGE_KINDS, { error: MESSAGES.invalidOption }),
});
