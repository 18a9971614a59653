import {
  LANGUAGES,
  MESSAGES,
  type CampaignDto,
  type PublicCampaignDto,
  type PublicCampaignListDto,
} from '@khatabill/domain';
import { z } from 'zod';
import { imageFile } from '../files/image-file.schema';
import { shopLocationSchema } from '../shops/user.schema';

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

// Response schemas: they document the answers in /api/docs and, as the serializer drops
// every key they do not list, a public deal can never carry account data.

const campaignItemSchema = z.object({
  name: z.string(),
  image: z.string().nullable(),
  originalPrice: z.number(),
  offerPrice: z.number(),
});

const publicCampaignSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  bannerImage: z.string().nullable(),
  deadline: z.string(),
  endsOn: z.string(),
  views: z.number(),
  clicks: z.number(),
  contactPhone: z.string(),
  shop: shopLocationSchema.extend({ shopName: z.string(), language: z.enum(LANGUAGES) }),
  items: z.array(campaignItemSchema),
}) satisfies z.ZodType<PublicCampaignDto>;

const campaignSchema = publicCampaignSchema.extend({
  status: z.enum(['active', 'ended']),
  createdAt: z.string(),
}) satisfies z.ZodType<CampaignDto>;

export const publicCampaignResponse = z.object({ data: publicCampaignSchema });
export const publicCampaignListResponse = z.object({
  data: z.object({
    data: z.array(publicCampaignSchema),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
  }) satisfies z.ZodType<PublicCampaignListDto>,
});
export const campaignResponse = z.object({ data: campaignSchema });
export const campaignListResponse = z.object({ data: z.array(campaignSchema) });
export const campaignImageResponse = z.object({ data: z.object({ path: z.string() }) });
export const nullResponse = z.object({ data: z.null() });
