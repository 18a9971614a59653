import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignItems, campaigns, campaignSlugs } from '../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignItemRow = typeof campaignItems.$inferSelect;

/** The fields a shop writes; images are sha256 hashes of its own files. */
export type CampaignValues = Pick<
  CampaignRow,
  'title' | 'description' | 'bannerImage' | 'deadline' | 'contactPhone'
>;
export type CampaignItemValues = Pick<
  CampaignItemRow,
  'name' | 'image' | 'originalPrice' | 'offerPrice'
>;

const ofShop = (shopId: string, campaignId: string) =>
  and(eq(campaigns.tenantId, shopId), eq(campaigns.id, campaignId));

/**
 * Inserts the campaign under `slug`, or answers undefined when another campaign has that
 * slug, so the caller can try the next slug. The slug is claimed first in its look-up (a
 * concurrent create's uncommitted claim is waited for), so call it inside a transaction.
 */
export async function insertCampaign(
  db: Database,
  { shopId, slug, values }: { shopId: string; slug: string; values: CampaignValues },
): Promise<CampaignRow | undefined> {
  const campaignId = randomUUID();
  const [claimed] = await db
    .insert(campaignSlugs)
    .values({ slug, shopId, campaignId })
    .onConflictDoNothing()
    .returning({ campaignId: campaignSlugs.campaignId });
  if (!claimed) return undefined;
  const [row] = await db
    .insert(campaigns)
    .values({ tenantId: shopId, id: campaignId, slug, ...values })
    .returning();
  return row;
}

/** The highest n such that `base` (n = 1) or `base-n` is taken; 0 when neither is. */
export async function highestSlugNumber(db: Database, { base }: { base: string }): Promise<number> {
  // A base is lowercase letters, digits and dashes only: nothing LIKE treats specially.
  const { slug } = campaignSlugs;
  const suffix = sql`substr(${slug}, ${base.length + 2})`;
  const [row] = await db
    .select({
      highest: sql<number>`max(case when ${slug} = ${base} then 1
        when ${suffix} ~ '^[1-9][0-9]{0,8}$' then (${suffix})::int else 0 end)`.mapWith(Number),
    })
    .from(campaignSlugs)
    .where(or(eq(slug, base), sql`${slug} like ${`${base}-%`}`));
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

/**
 * Answers whether a campaign was deleted (its items go with it, and its slug is free again:
 * the look-up row goes in the same statement).
 */
export async function deleteCampaignRow(
  db: Database,
  { shopId, campaignId }: { shopId: string; campaignId: string },
): Promise<boolean> {
  const address = db.$with('address').as(
    db
      .delete(campaignSlugs)
      .where(and(eq(campaignSlugs.shopId, shopId), eq(campaignSlugs.campaignId, campaignId)))
      .returning({ slug: campaignSlugs.slug }),
  );
  const rows = await db
    .with(address)
    .delete(campaigns)
    .where(ofShop(shopId, campaignId))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

export async function findShopCampaign(
  db: Database,
  { shopId, campaignId }: { shopId: string; campaignId: string },
): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(ofShop(shopId, campaignId));
  return row;
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

/** One more view or click of a running deal, counted atomically; false when none is there. */
export async function countDealVisit(
  db: Database,
  {
    ref: { shopId, campaignId },
    now,
    counter,
  }: { ref: { shopId: string; campaignId: string }; now: Date; counter: 'views' | 'clicks' },
): Promise<boolean> {
  const column = campaigns[counter];
  const rows = await db
    .update(campaigns)
    // updated_at stays the shop's last edit: a visit is no change to the deal.
    .set({ [counter]: sql`${column} + 1`, updatedAt: sql`${campaigns.updatedAt}` })
    .where(
      and(
        eq(campaigns.tenantId, shopId),
        eq(campaigns.id, campaignId),
        gt(campaigns.deadline, now),
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length > 0;
}
