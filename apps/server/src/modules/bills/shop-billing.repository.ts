import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../auth/auth.repository';

// The shop row is the lock that serializes a shop's bill saves: whoever holds it may
// read and change the monthly count and take the next invoice number (shops.repository).

/** The shop's row, locked until the transaction ends; undefined for no such shop. */
export async function lockShop(db: Database, shopId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, shopId), eq(users.role, 'shop')))
    .for('update');
  return row;
}

/** Starts a new billing period: both monthly counts go back to zero. */
export async function startBillingPeriod(
  db: Database,
  { shopId, start }: { shopId: string; start: Date },
): Promise<UserRow> {
  return updateShop(db, shopId, { lastBillingReset: start, billingCount: 0, followupCount: 0 });
}

export async function countBillInPeriod(db: Database, shopId: string): Promise<UserRow> {
  return updateShop(db, shopId, { billingCount: sql`${users.billingCount} + 1` });
}

async function updateShop(
  db: Database,
  shopId: string,
  changes: PgUpdateSetSource<typeof users>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, shopId)).returning();
  if (!row) throw new Error(`shop ${shopId} vanished inside its own transaction`);
  return row;
}
