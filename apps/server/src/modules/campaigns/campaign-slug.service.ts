import type { Database } from '../../db/client';
import type { ShopRow } from '../shops/shops.repository';
import { campaignSlugBase, numberedSlug, randomSlug } from './campaign-slug';
import {
  highestSlugNumber,
  insertCampaign,
  type CampaignRow,
  type CampaignValues,
} from './campaigns.repository';

/** Numbered slugs tried before a random one; each miss means a concurrent create won it. */
const NUMBERED_ATTEMPTS = 5;
const RANDOM_ATTEMPTS = 3;

/**
 * Inserts a new campaign under a slug no other campaign has, of any shop:
 * `diwali-offer-ravi-mobiles`, else the next free `-2`, `-3`, … The slug's look-up decides:
 * an insert that meets a taken slug (a concurrent create's included) inserts nothing and
 * the next candidate is tried, so concurrent creates all succeed with distinct slugs.
 */
export async function insertWithFreshSlug(
  db: Database,
  { shop, values }: { shop: ShopRow; values: CampaignValues },
): Promise<CampaignRow> {
  const base = campaignSlugBase(values.title, shop.shopName);
  const insert = (slug: string) => insertCampaign(db, { shopId: shop.id, slug, values });

  const first = await insert(base);
  if (first) return first;
  for (let attempt = 0; attempt < NUMBERED_ATTEMPTS; attempt += 1) {
    const next = (await highestSlugNumber(db, { base })) + 1;
    const row = await insert(numberedSlug(base, Math.max(next, 2)));
    if (row) return row;
  }
  // 2^32 random endings: a miss here is all but impossible, and a loop must end.
  for (let attempt = 0; attempt < RANDOM_ATTEMPTS; attempt += 1) {
    const row = await insert(randomSlug(base));
    if (row) return row;
  }
  throw new Error(`no free slug for ${base}`);
}
