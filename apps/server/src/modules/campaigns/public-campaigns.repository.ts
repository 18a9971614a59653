import type { Language, ShopLocation } from '@khatabill/domain';
import { and, asc, count, desc, eq, exists, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { campaignItems, campaigns, campaignSlugs, users } from '../../db/schema';
import type { CampaignRow } from './campaigns.repository';

// What anyone does with running deals: find them (by their address alone, so no tenant is
// known up front; each with the public fields of its shop) and count views and clicks. An
// address is looked up first; the deal is then read by (tenant_id, id) (ADR 016).

/** What a deal shows of its shop: the name and address, and the zone its days are counted in. */
export type CampaignShop = {
  shopName: string;
  location: ShopLocation;
  timeZone: string;
  language: Language;
};
export type PublicCampaignRow = { campaign: CampaignRow; shop: CampaignShop };

/** A public address (`/campaigns/{idOrSlug}`): the slug, or the row id. */
export type DealKey = { id: string } | { slug: string };

/** The deal an address names, by its shop: what every read and count of a deal starts from. */
export type DealRef = { shopId: string; campaignId: string };

const byRef = ({ shopId, campaignId }: DealRef) =>
  and(eq(campaigns.tenantId, shopId), eq(campaigns.id, campaignId));

/** The deal at this address, running or not; undefined when none has it. */
export async function findDealRef(db: Database, key: DealKey): Promise<DealRef | undefined> {
  const [row] = await db
    .select({ shopId: campaignSlugs.shopId, campaignId: campaignSlugs.campaignId })
    .from(campaignSlugs)
    .where('id' in key ? eq(campaignSlugs.campaignId, key.id) : eq(campaignSlugs.slug, key.slug));
  return row;
}

const isActive = (now: Date) => gt(campaigns.deadline, now);

const shopColumns = {
  shopName: users.shopName,
  location: users.location,
  timeZone: users.timeZone,
  language: users.language,
};

export type DealSearch = {
  /** Matched anywhere, case-insensitively and literally, in the shop name, title or an item name. */
  text: string | null;
  sort: 'latest' | 'expiring';
  now: Date;
  limit: number;
  offset: number;
};

const ORDER: Record<DealSearch['sort'], SQL[]> = {
  latest: [desc(campaigns.createdAt), desc(campaigns.id)],
  expiring: [asc(campaigns.deadline), desc(campaigns.createdAt), desc(campaigns.id)],
};

/** One page of the deals still running, with their shops, and how many match in all. */
export async function searchActiveCampaigns(
  db: Database,
  { text, sort, now, limit, offset }: DealSearch,
): Promise<{ rows: PublicCampaignRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [isActive(now)];
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    const itemMatches = db
      .select({ one: sql`1` })
      .from(campaignItems)
      .where(
        and(
          eq(campaignItems.tenantId, campaigns.tenantId),
          eq(campaignItems.campaignId, campaigns.id),
          ilike(campaignItems.name, pattern),
        ),
      );
    conditions.push(
      or(ilike(users.shopName, pattern), ilike(campaigns.title, pattern), exists(itemMatches)),
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ campaign: campaigns, shop: shopColumns })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.tenantId))
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.tenantId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A running deal by its public address, with its shop. */
export async function findActiveCampaign(
  db: Database,
  { ref, now }: { ref: DealRef; now: Date },
): Promise<PublicCampaignRow | undefined> {
  const [row] = await db
    .select({ campaign: campaigns, shop: shopColumns })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.tenantId))
    .where(and(byRef(ref), isActive(now)));
  return row;
}
