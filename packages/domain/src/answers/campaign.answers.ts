import { z } from 'zod/mini';
import { LANGUAGES } from '../language/languages';
import { dataResponse, pagedList, rupeesDto } from './shared';
import { shopLocationDto } from './user.answers';

export const campaignItemDto = z.object({
  name: z.string(),
  /** URL path of the stored image, `/files/<sha256>.webp`, or null. */
  image: z.nullable(z.string()),
  originalPrice: rupeesDto,
  offerPrice: rupeesDto,
});
export type CampaignItemDto = z.infer<typeof campaignItemDto>;

/**
 * A deal as the public pages show it: its id and slug (either finds it), and none of the
 * shop's account data: only the shop's name and address.
 */
export const publicCampaignDto = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  bannerImage: z.nullable(z.string()),
  /** ISO instant the deal ends (the end of its last shop-local day). */
  deadline: z.string(),
  /** The deal's last shop-local day, `YYYY-MM-DD`. */
  endsOn: z.string(),
  views: z.number(),
  clicks: z.number(),
  /** 10 digits, or '' when the shop gave none. */
  contactPhone: z.string(),
  /** The shop's language: its deal page shows in it. */
  shop: z.extend(shopLocationDto, { shopName: z.string(), language: z.enum(LANGUAGES) }),
  items: z.array(campaignItemDto),
});
export type PublicCampaignDto = z.infer<typeof publicCampaignDto>;

/** `GET /campaigns/campaigns`: the list is read as `data.data`. */
export const publicCampaignListDto = pagedList(publicCampaignDto);
export type PublicCampaignListDto = z.infer<typeof publicCampaignListDto>;

/** A shop's own deal (`/campaigns/mine`): the public fields and whether it still runs. */
export const campaignDto = z.extend(publicCampaignDto, {
  status: z.enum(['active', 'ended']),
  createdAt: z.string(),
});
export type CampaignDto = z.infer<typeof campaignDto>;

export const publicCampaignResponse = dataResponse(publicCampaignDto);
export const publicCampaignListResponse = dataResponse(publicCampaignListDto);
export const campaignResponse = dataResponse(campaignDto);
export const campaignListResponse = dataResponse(z.array(campaignDto));
/** An uploaded picture: the path to put in the deal. */
export const campaignImageResponse = dataResponse(z.object({ path: z.string() }));
