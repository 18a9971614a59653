import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, followups, products, users } from '../../db/schema';

export type DueFollowup = Awaited<ReturnType<typeof claimDueFollowups>>[number];

/**
 * Up to `limit` scheduled follow-ups, of every shop, whose reminder time has come and that
 * have no notification yet, locked until the transaction ends (rows another process holds
 * are skipped).
 */
export async function claimDueFollowups(tx: Tx, { now, limit }: { now: Date; limit: number }) {
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
    .innerJoin(
      customers,
      and(eq(customers.tenantId, followups.tenantId), eq(customers.id, followups.customerId)),
    )
    .leftJoin(
      products,
      and(eq(products.tenantId, followups.tenantId), eq(products.id, followups.productId)),
    )
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
