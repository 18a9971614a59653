import type { FollowupStatus, Paise } from '@khatabill/domain';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Maker } from '../auth/maker';
import type { Database, Tx } from '../../db/client';
import { customers, followups, products, users } from '../../db/schema';

export type FollowupRow = typeof followups.$inferSelect;
export type FollowupValues = Pick<
  typeof followups.$inferInsert,
  'customerId' | 'productId' | 'scheduledAt' | 'remindBefore' | 'notifyAt' | 'notes'
> &
  Maker;

/** A follow-up with the customer and product it names (the product is null once deleted). */
export type FollowupView = {
  followup: FollowupRow;
  customer: { id: string; name: string; nameAlias: string; mobile: string };
  product: { id: string; name: string; price: Paise } | null;
};

// A follow-up's customer and product are rows of its own shop (its tenant foreign keys). It
// may have no product (deleting one clears it from its follow-ups), so that join is a left one.
const customerOfFollowup = and(
  eq(customers.tenantId, followups.tenantId),
  eq(customers.id, followups.customerId),
);
const productOfFollowup = and(
  eq(products.tenantId, followups.tenantId),
  eq(products.id, followups.productId),
);

export async function insertFollowupRow(
  db: Database,
  { shopId, values }: { shopId: string; values: FollowupValues },
): Promise<FollowupRow> {
  const [row] = await db
    .insert(followups)
    .values({ tenantId: shopId, ...values })
    .returning();
  if (!row) throw new Error('insert into followups returned no row');
  return row;
}

/** `followupId` must be a UUID; the row stays locked until the transaction ends. */
export async function lockFollowupRow(
  db: Database,
  { shopId, followupId }: { shopId: string; followupId: string },
): Promise<FollowupRow | undefined> {
  const [row] = await db
    .select()
    .from(followups)
    .where(and(eq(followups.tenantId, shopId), eq(followups.id, followupId)))
    .for('update');
  return row;
}

/** For a follow-up this transaction has locked (lockFollowupRow): it cannot have gone. */
export async function setFollowupStatus(
  db: Database,
  { shopId, followupId, status }: { shopId: string; followupId: string; status: FollowupStatus },
): Promise<void> {
  const rows = await db
    .update(followups)
    .set({ status })
    .where(and(eq(followups.tenantId, shopId), eq(followups.id, followupId)))
    .returning({ id: followups.id });
  if (rows.length === 0) throw new Error(`follow-up ${followupId} vanished under its lock`);
}

/** The follow-ups with these ids (UUIDs), with their customer and product, in one query. */
export async function findFollowupViews(
  db: Database,
  { shopId, followupIds }: { shopId: string; followupIds: readonly string[] },
): Promise<FollowupView[]> {
  if (followupIds.length === 0) return [];
  return selectViews(db).where(
    and(eq(followups.tenantId, shopId), inArray(followups.id, [...followupIds])),
  );
}

/**
 * One page of the list: the scheduled ones first, soonest first, then the rest, latest
 * scheduled first (what is coming, then what happened); and how many the filter matches.
 */
export async function listFollowupViews(
  db: Database,
  {
    shopId,
    status,
    limit,
    offset,
  }: { shopId: string; status: FollowupStatus | null; limit: number; offset: number },
): Promise<{ rows: FollowupView[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(followups.tenantId, shopId)];
  if (status) conditions.push(eq(followups.status, status));
  const where = and(...conditions);
  const isScheduled = sql`${followups.status} = 'scheduled'`;
  const [rows, [counted]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(
        desc(isScheduled),
        sql`case when ${isScheduled} then ${followups.scheduledAt} end asc`,
        desc(followups.scheduledAt),
        desc(followups.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(followups).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Up to `limit` scheduled follow-ups, of every shop, whose reminder time has come and that
 * have no notification yet, locked until the transaction ends (rows another process holds
 * are skipped): the reminder job's batch.
 */
export async function claimDueFollowupRows(tx: Tx, { now, limit }: { now: Date; limit: number }) {
  return tx
    .select({
      shopId: followups.tenantId,
      followupId: followups.id,
      scheduledAt: followups.scheduledAt,
      customerName: customers.name,
      mobile: customers.mobile,
      productName: products.name,
      shopName: users.shopName,
      timeZone: users.timeZone,
      language: users.language,
    })
    .from(followups)
    .innerJoin(customers, customerOfFollowup)
    .leftJoin(products, productOfFollowup)
    .innerJoin(users, eq(users.id, followups.tenantId))
    .where(
      and(
        isNull(followups.notifiedAt),
        lte(followups.notifyAt, now),
        eq(followups.status, 'scheduled'),
      ),
    )
    .orderBy(asc(followups.notifyAt))
    .limit(limit)
    .for('update', { of: followups, skipLocked: true });
}

function selectViews(db: Database) {
  return db
    .select({
      followup: followups,
      customer: {
        id: customers.id,
        name: customers.name,
        nameAlias: customers.nameAlias,
        mobile: customers.mobile,
      },
      product: { id: products.id, name: products.name, price: products.price },
    })
    .from(followups)
    .innerJoin(customers, customerOfFollowup)
    .leftJoin(products, productOfFollowup)
    .$dynamic();
}

/** Follow-ups of a product that is being deleted lose the link (their product shows as none). */
export async function unlinkProductFromFollowups(
  db: Database,
  { shopId, productId }: { shopId: string; productId: string },
): Promise<void> {
  await db
    .update(followups)
    .set({ productId: null })
    .where(and(eq(followups.tenantId, shopId), eq(followups.productId, productId)));
}

/** Records that these follow-ups have their notification. */
export async function markFollowupsNotified(
  tx: Tx,
  {
    followupIds,
    now,
  }: { followupIds: readonly { shopId: string; followupId: string }[]; now: Date },
): Promise<void> {
  if (followupIds.length === 0) return;
  const keys = sql.join(
    followupIds.map(({ shopId, followupId }) => sql`(${shopId}::uuid, ${followupId}::uuid)`),
    sql`, `,
  );
  await tx
    .update(followups)
    .set({ notifiedAt: now })
    .where(sql`(${followups.tenantId}, ${followups.id}) in (${keys})`);
}
