import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
type KeyRef = { shopId: string; key: string };

/** How long a key and its first answer are kept (DESIGN.md §3: at least 24 hours). */
const RETENTION = sql`interval '24 hours'`;

/**
 * Takes the key's lock until the transaction ends; false when another transaction holds
 * it, i.e. a request with this key is running right now. The lock dies with its
 * transaction, so a crashed request never leaves the key taken.
 */
export async function tryLockIdempotencyKey(
  db: Database,
  { shopId, key }: KeyRef,
): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select pg_try_advisory_xact_lock(hashtextextended(${shopId} || ':' || ${key}, 0)) as locked`,
  );
  return row?.locked === true;
}

/** The key's stored answer, unless it has expired. */
export async function findIdempotencyKey(
  db: Database,
  { shopId, key }: KeyRef,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, shopId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}`),
      ),
    );
  return row;
}

/** Keeps the answer for the key, replacing an expired one of the same key. */
export async function saveIdempotencyKey(
  db: Database,
  {
    shopId,
    key,
    requestHash,
    status,
    body,
  }: KeyRef & { requestHash: string; status: number; body: unknown },
): Promise<void> {
  const answer = { requestHash, responseStatus: status, responseBody: body, createdAt: sql`now()` };
  await db
    .insert(idempotencyKeys)
    .values({ tenantId: shopId, key, ...answer })
    .onConflictDoUpdate({ target: [idempotencyKeys.tenantId, idempotencyKeys.key], set: answer });
}

/** Drops every expired key, so the table holds about a day of requests. */
export async function deleteExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}`));
}
