import type { CampaignDto, PublicCampaignDto } from '@khatabill/domain';

/** A running deal as the public pages receive it. */
export function makeDeal(overrides: Partial<PublicCampaignDto> = {}): PublicCampaignDto {
  return {
    _id: '00000000-0000-4000-8000-0000000000c1',
    slug: 'diwali-offer-ravi-mobiles',
    title: 'Diwali offer',
    description: 'Big savings on accessories this festive week.',
    bannerImage: `/files/${'a'.repeat(64)}.webp`,
    deadline: '2030-12-01T18:30:00.000Z',
    endsOn: '2030-12-01',
    views: 12,
    clicks: 1,
    contactPhone: '9876543210',
    shop: {
      shopName: 'Ravi Mobiles',
      language: 'en',
      address: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      country: 'India',
    },
    items: [
      {
        name: 'Screen guard',
        image: `/files/${'b'.repeat(64)}.webp`,
        originalPrice: 499,
        offerPrice: 299,
      },
      { name: 'Phone cover', image: null, originalPrice: 350, offerPrice: 350 },
      { name: 'Charger', image: null, originalPrice: 1200, offerPrice: 999.5 },
    ],
    ...overrides,
  };
}

/** One of the shop's own campaigns, as `/campaigns/mine` answers it. */
export function makeCampaign(overrides: Partial<CampaignDto> = {}): CampaignDto {
  return {
    ...makeDeal(),
    status: 'active',
    createdAt: '2030-11-20T10:00:00.000Z',
    ...overrides,
  };
}
