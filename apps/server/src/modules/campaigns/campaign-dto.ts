import {
  paiseToRupees,
  toShopDay,
  type CampaignDto,
  type CampaignItemDto,
  type PublicCampaignDto,
} from '@khatabill/domain';
import { fileUrl } from '../files/images';
import type { CampaignItemRow, CampaignRow } from './campaigns.repository';
import type { CampaignShop } from './public-campaigns.repository';

const imageUrl = (sha256: string | null) => (sha256 ? fileUrl(sha256) : null);

function toItemDto(item: CampaignItemRow): CampaignItemDto {
  return {
    name: item.name,
    image: imageUrl(item.image),
    originalPrice: paiseToRupees(item.originalPrice),
    offerPrice: paiseToRupees(item.offerPrice),
  };
}

/**
 * A deal as anyone may see it: its id and slug, with the shop's name and address only
 * (no mobile, plan or settings). The stored deadline is the instant after the last day, so
 * that day is the one just before it.
 */
export function toPublicCampaignDto(
  campaign: CampaignRow,
  shop: CampaignShop,
  items: CampaignItemRow[],
): PublicCampaignDto {
  return {
    _id: campaign.id,
    slug: campaign.slug,
    title: campaign.title,
    description: campaign.description,
    bannerImage: imageUrl(campaign.bannerImage),
    deadline: campaign.deadline.toISOString(),
    endsOn: toShopDay(new Date(campaign.deadline.getTime() - 1), shop.timeZone),
    views: campaign.views,
    clicks: campaign.clicks,
    contactPhone: campaign.contactPhone,
    shop: { shopName: shop.shopName, language: shop.language, ...shop.location },
    items: items.map(toItemDto),
  };
}

/** The shop's own copy: the public fields and whether it still runs. */
export function toCampaignDto(
  campaign: CampaignRow,
  shop: CampaignShop,
  items: CampaignItemRow[],
  now: Date,
): CampaignDto {
  return {
    ...toPublicCampaignDto(campaign, shop, items),
    status: campaign.deadline.getTime() > now.getTime() ? 'active' : 'ended',
    createdAt: campaign.createdAt.toISOString(),
  };
}

/** Items grouped by their campaign's id, in order: a page of deals gets them in one query. */
export function itemsByCampaign(items: CampaignItemRow[]): Map<string, CampaignItemRow[]> {
  const grouped = new Map<string, CampaignItemRow[]>();
  for (const item of items) {
    const list = grouped.get(item.campaignId);
    if (list) list.push(item);
    else grouped.set(item.campaignId, [item]);
  }
  return grouped;
}
