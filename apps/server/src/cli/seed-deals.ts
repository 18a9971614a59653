import { randomUUID } from 'node:crypto';
import { addDays, DEFAULT_TIME_ZONE, rupeesToPaise, startOfShopDay } from '@khatabill/domain';
import type { campaignItems, campaigns } from '../db/schema';
import { campaignSlugBase, randomSlug } from '../modules/campaigns/campaign-slug';
import type { Random } from './seed-random';
import type { SeedShop } from './seed-shop';
import type { ShopDays } from './seed-time';

// Deals (product §11 "Campaigns (deals)") of one shop in seven: most still running, a few ended.

const TITLES = [
  'Diwali Offer',
  'Monsoon Special',
  'New Year Sale',
  'Weekend Deal',
  'होली धमाका ऑफर',
];

export type SeedDeal = {
  deal: typeof campaigns.$inferInsert;
  items: (typeof campaignItems.$inferInsert)[];
};

export function makeDeals(
  random: Random,
  { shop, days, now }: { shop: SeedShop; days: ShopDays; now: Date },
): SeedDeal[] {
  if (!random.chance(0.15)) return [];
  return Array.from({ length: random.int(1, 2) }, () => {
    const id = randomUUID();
    const title = random.pick(TITLES);
    const lastDay = addDays(
      days.day(0),
      random.chance(0.8) ? random.int(0, 30) : -random.int(1, 60),
    );
    const createdAt = new Date(
      Math.min(now.getTime(), startOfShopDay(lastDay).getTime()) - random.int(1, 20) * 86_400_000,
    );
    const items = shop.products.filter(() => random.chance(0.3)).slice(0, 3);
    return {
      deal: {
        tenantId: shop.id,
        id,
        slug: randomSlug(campaignSlugBase(title, shop.shopName)),
        title,
        description: `${title} at ${shop.shopName}. Limited stock, visit today!`,
        bannerImage: null,
        // The instant after its last shop-local day, as the app stores it.
        deadline: startOfShopDay(addDays(lastDay, 1), DEFAULT_TIME_ZONE),
        views: random.int(0, 500),
        clicks: random.int(0, 60),
        contactPhone: shop.mobile,
        createdAt,
        updatedAt: createdAt,
      },
      items: items.map((product, position) => ({
        tenantId: shop.id,
        id: randomUUID(),
        campaignId: id,
        position,
        name: product.name,
        image: null,
        originalPrice: rupeesToPaise(product.price),
        offerPrice: rupeesToPaise(Math.floor(product.price * 0.8)),
      })),
    };
  });
}
