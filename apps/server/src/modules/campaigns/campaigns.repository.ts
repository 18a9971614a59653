import type { ShopLocation } from '@khatabill/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { campaignItems, campaigns, users } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignItemRow = typeof campaignItems.$inferSelect;
/** What a deal shows of its shop: the name and address, and the zone its days are counted in. */
export type CampaignShop = { shopName: string; location: ShopLocation; timeZone: string };
export type PublicCampaignRow = { campaign: CampaignRow; shop: CampaignShop };

/** The fields a shop writes; images are sha256 hashes of its own files. */
export type CampaignValues = Pick<
  CampaignRow,
  'title' | 'description' | 'bannerImage' | 'deadline' | 'contactPhone'
>;
export type CampaignItemValues = Pick<
  CampaignItemRow,
  'name' | 'image' | 'originalPrice' | 'offerPrice'
>;

/** A public address: the slug, or (spec's idOrSlug) the row id. */
export type DealKey = { id: string } | { slug: string };

const ofShop = (shopId: string, campaignId: string) =>
  and(eq(campaigns.tenantId, shopId), eq(campaigns.id, campaignId));
const byKey = (key: DealKey) =>
  'id' in key ? eq(campaigns.id, key.id) : eq(campaigns.slug, key.slug);
const isActive = (now: Date) => gt(campaigns.deadline, now);

const shopColumns = {
  shopName: users.shopName,
  location: users.location,
  timeZone: users.timeZone,
};

/**
 * Inserts the campaign under `slug`, or answers undefined when another campaign has that
 * slug (the unique index; a concurrent create's uncommitted one is waited for), so the
 * caller can try the next slug without the transaction failing.
 */
export async function insertCampaign(
  db: Database,
  { shopId, slug, values }: { shopId: string; slug: string; values: CampaignValues },
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .insert(campaigns)
    .values({ tenantId: shopId, slug, ...values })
    .onConflictDoNothing({ target: campaigns.slug })
    .returning();
  return row;
}

/** The highest n such that `base` (n = 1) or `base-n` is taken; 0 when neither is. */
export async function highestSlugNumber(db: Database, { base }: { base: string }): Promise<number> {
  // A base is lowercase letters, digits and dashes only: nothing LIKE treats specially.
  const suffix = sql`substr(${campaigns.slug}, ${base.length + 2})`;
  const [row] = await db
    .select({
      highest: sql<number>`max(case when ${campaigns.slug} = ${base} then 1
        when ${suffix} ~ '^[1-9][0-9]{0,8}$' then (${suffix})::int else 0 end)`.mapWith(Number),
    })
    .from(campaigns)
    .where(or(eq(campaigns.slug, base), sql`${campaigns.slug} like ${`${base}-%`}`));
  return row?.highest ?? 0;
}

export async function insertCampaignItems(
  db: Database,
  {
    shopId,
    campaignId,
    items,
  }: { shopId: string; campaignId: string; items: CampaignItemValues[] },
): Promise<CampaignItemRow[]> {
  if (items.length === 0) return [];
  return db
    .insert(campaignItems)
    .values(items.map((item, position) => ({ tenantId: shopId, campaignId, position, ...item })))
    .returning();
}

export async function deleteCampaignItems(
  db: Database,
  { shopId, campaignId }: { shopId: string; campaignId: string },
): Promise<void> {
  await db
    .delete(campaignItems)
    .where(and(eq(campaignItems.tenantId, shopId), eq(campaignItems.campaignId, campaignId)));
}

/** The updated campaign (its slug untouched); undefined when the shop has none with this id. */
export async function updateCampaignRow(
  db: Database,
  { shopId, campaignId, values }: { shopId: string; campaignId: string; values: CampaignValues },
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set(values)
    .where(ofShop(shopId, campaignId))
    .returning();
  return row;
}

/** Ends it now (an already ended one keeps its end); undefined when the shop has none with this id. */
export async function endCampaignRow(
  db: Database,
  { shopId, campaignId, now }: { shopId: string; campaignId: string; now: Date },
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({ deadline: sql`least(${campaigns.deadline}, ${now.toISOString()}::timestamptz)` })
    .where(ofShop(shopId, campaignId))
    .returning();
  return row;
}

/** Answers whether a campaign was deleted (its items go with it). */
export async function deleteCampaignRow(
  db: Database,
  { shopId, campaignId }: { shopId: string; campaignId: string },
): Promise<boolean> {
  const rows = await db
    .delete(campaigns)
    .where(ofShop(shopId, campaignId))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** The shop's campaigns: running ones first (soonest end first), then ended ones (latest end first). */
export async function listShopCampaigns(
  db: Database,
  { shopId, now }: { shopId: string; now: Date },
): Promise<CampaignRow[]> {
  const running = sql`${campaigns.deadline} > ${now.toISOString()}::timestamptz`;
  return db
    .select()
    .from(campaigns)
    .where(eq(campaigns.tenantId, shopId))
    .orderBy(
      desc(running),
      sql`case when ${running} then ${campaigns.deadline} end asc`,
      desc(campaigns.deadline),
      desc(campaigns.id),
    );
}

/** The items of these campaigns, in their order, in one query. */
export async function listItemsOfCampaigns(
  db: Database,
  { campaigns: owned }: { campaigns: Pick<CampaignRow, 'tenantId' | 'id'>[] },
): Promise<CampaignItemRow[]> {
  if (owned.length === 0) return [];
  return db
    .select()
    .from(campaignItems)
    .where(
      and(
        inArray(campaignItems.tenantId, [...new Set(owned.map((c) => c.tenantId))]),
        inArray(
          campaignItems.campaignId,
          owned.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(campaignItems.campaignId), asc(campaignItems.position));
}

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
  { key, now }: { key: DealKey; now: Date },
): Promise<PublicCampaignRow | undefined> {
  const [row] = await db
    .select({ campaign: campaigns, shop: shopColumns })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.tenantId))
    .where(and(byKey(key), isActive(now)));
  return row;
}

/** One more view or click of a running deal, counted atomically; false when none is there. */
export async function countDealVisit(
  db: Database,
  { key, now, counter }: { key: DealKey; now: Date; counter: 'views' | 'clicks' },
): Promise<boolean> {
  const column = campaigns[counter];
  const rows = await db
    .update(campaigns)
    .set({ [counter]: sql`${column} + 1` })
    .where(and(byKey(key), isActive(now)))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}
