import {
  toTenDigits,
  type CampaignDto,
  type campaignInput,
  type CampaignInput,
} from '@khatabill/domain';
import type { Path } from 'react-hook-form';
import type { z } from 'zod/mini';

/** What the form holds: prices as typed (text), turned into numbers by `campaignInput`. */
export type CampaignFormValues = z.input<typeof campaignInput>;
export type CampaignItemValues = CampaignFormValues['items'][number];

export const emptyCampaignItem = (): CampaignItemValues => ({
  name: '',
  image: null,
  originalPrice: '',
  offerPrice: '',
});

/**
 * The form's starting values: the campaign being edited, or a blank deal whose contact phone
 * is the shop's own mobile (Call Shop and WhatsApp reach the owner unless they change it).
 */
export function campaignFormValues(
  campaign: CampaignDto | null,
  shopMobile: string | undefined,
): CampaignFormValues {
  if (!campaign) {
    return {
      title: '',
      description: '',
      bannerImage: null,
      deadline: '',
      contactPhone: (shopMobile && toTenDigits(shopMobile)) ?? '',
      items: [emptyCampaignItem()],
    };
  }
  return {
    title: campaign.title,
    description: campaign.description,
    bannerImage: campaign.bannerImage,
    deadline: campaign.endsOn,
    contactPhone: campaign.contactPhone,
    items: campaign.items.map((item) => ({
      name: item.name,
      image: item.image,
      originalPrice: String(item.originalPrice),
      offerPrice: String(item.offerPrice),
    })),
  };
}

const ITEM_FIELDS = ['name', 'image', 'originalPrice', 'offerPrice'] as const;

/** Every field the server may name in a 400, for `applyServerFieldErrors`. */
export function campaignFieldPaths(input: CampaignInput): Path<CampaignFormValues>[] {
  const top: Path<CampaignFormValues>[] = [
    'title',
    'description',
    'bannerImage',
    'deadline',
    'contactPhone',
    'items',
  ];
  const items = input.items.flatMap((_, index) =>
    ITEM_FIELDS.map((field): Path<CampaignFormValues> => `items.${index}.${field}`),
  );
  return [...top, ...items];
}
