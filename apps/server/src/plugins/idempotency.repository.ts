import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
type KeyRef = { shopId: string; key: string };

/** How long a key and its first answer are kept (DESIGN.md §3: at least 24 hours). */
const RETENTION = sql`interval '24 hours'`;

/**
 * Claims the key for a new request by inserting it as 'running'. One statement, so of two
 * concurrent claims exactly one wins. Answers whether this request won.
 */
export async function claimIdempotencyKey(
  db: Database,
  { shopId, key, requestHash }: KeyRef & { requestHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ tenantId: shopId, key, requestHash, state: 'running' })
    .onConflictDoNothing({ target: [idempotencyKeys.tenantId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findIdempotencyKey(
  db: Database,
  { shopId, key }: KeyRef,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, shopId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function completeIdempotencyKey(
  db: Database,
  { shopId, key, status, body }: KeyRef & { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.tenantId, shopId), eq(idempotencyKeys.key, key)));
}

export async function deleteIdempotencyKey(db: Database, { shopId, key }: KeyRef): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, shopId), eq(idempotencyKeys.key, key)));
}

/** Drops the shop's expired keys: a key older than that is free again, and the table stays small. */
export async function deleteExpiredIdempotencyKeys(db: Database, shopId: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, shopId),
        lt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}`),
      ),
    );
}
