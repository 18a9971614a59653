import { and, eq, gt, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
type KeyRef = { shopId: string; key: string };

/** How long a key and its first answer are kept (product §11 "Idempotency": 24 hours). */
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
  const [row] = await findKeyQuery(db).execute({ shopId, key });
  return row;
}

// Every save with a key looks it up, and keeps its answer (ADR 013).
const findKeyQuery = (db: Database) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, sql.placeholder('shopId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
        gt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}`),
      ),
    )
    .prepare('find_idempotency_key');

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
  await saveKeyStatement(db).execute({ shopId, key, requestHash, status, body });
}

const saveKeyStatement = (db: Database) =>
  db
    .insert(idempotencyKeys)
    .values({
      tenantId: sql.placeholder('shopId'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      responseStatus: sql.placeholder('status'),
      responseBody: sql.placeholder('body'),
      createdAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.tenantId, idempotencyKeys.key],
      set: {
        requestHash: excluded(idempotencyKeys.requestHash),
        responseStatus: excluded(idempotencyKeys.responseStatus),
        responseBody: excluded(idempotencyKeys.responseBody),
        createdAt: sql`now()`,
      },
    })
    .prepare('save_idempotency_key');

/** The value an upsert's conflicting row was given (`excluded.<column>`). */
function excluded(column: Column): SQL {
  return sql`excluded.${sql.identifier(column.name)}`;
}

/** Drops every expired key, so the table holds about a day of requests. */
export async function deleteExpiredIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${RETENTION}`));
}
