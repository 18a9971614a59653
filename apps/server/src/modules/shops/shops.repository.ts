import { isUuid, type PlanShop } from '@khatabill/domain';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accountMobiles, users } from '../../db/schema';

// The shop's row (an account of the users table: a shop is a user, ADR 002) and its monthly
// counts. The row is also the lock that serializes a shop's bill saves: whoever holds it may
// change the monthly counts and take the next invoice number (bills/invoice-numbers.repository).

export type ShopRow = typeof users.$inferSelect;
export type NewShop = typeof users.$inferInsert;

/** What may change on a shop account: not which account it is, nor its timestamps. */
export type ShopChanges = Partial<Omit<NewShop, 'id' | 'role' | 'createdAt' | 'updatedAt'>>;

/** A shop's configured service fields: they order a bill's values, and filter its receipt. */
export type ShopFieldConfig = Pick<ShopRow, 'serviceFields' | 'serviceDetails'>;

/** A new shop's row (auth.repository's signup claims its mobile first, in the same transaction). */
export async function insertShopRow(
  db: Database,
  values: NewShop & { id: string },
): Promise<ShopRow | null> {
  const [row] = await db.insert(users).values(values).returning();
  return row ?? null;
}

/** The account with this id (a shop, or an admin); undefined for none or a malformed id. */
export async function findShopById(
  db: Database,
  { shopId }: { shopId: string },
): Promise<ShopRow | undefined> {
  // Ids also arrive from tokens and URLs; PostgreSQL rejects a malformed uuid with an error.
  if (!isUuid(shopId)) return undefined;
  const [row] = await shopQuery(db).execute({ shopId });
  return row;
}

const shopQuery = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('shopId')))
    .prepare('shop_by_id');

export async function findShopFieldConfig(
  db: Database,
  { shopId }: { shopId: string },
): Promise<ShopFieldConfig | undefined> {
  const [row] = await db
    .select({ serviceFields: users.serviceFields, serviceDetails: users.serviceDetails })
    .from(users)
    .where(eq(users.id, shopId));
  return row;
}

/** Shops (never admins) whose owner has this mobile, in E.164: the admin's look-up. */
export async function findShopsByMobile(
  db: Database,
  { mobile }: { mobile: string },
): Promise<ShopRow[]> {
  // An admin read: one join, which a cluster may run on every shard (ADR 016).
  const rows = await db
    .select({ user: users })
    .from(accountMobiles)
    .innerJoin(users, eq(users.id, accountMobiles.userId))
    .where(
      and(
        eq(accountMobiles.mobile, mobile),
        isNull(accountMobiles.memberId),
        eq(users.role, 'shop'),
      ),
    );
  return rows.map((row) => row.user);
}

/** The updated shop, or undefined when no shop has this id (an admin account is never changed). */
export async function updateShop(
  db: Database,
  { shopId, changes }: { shopId: string; changes: ShopChanges },
): Promise<ShopRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, shopId), eq(users.role, 'shop')))
    .returning();
  return row;
}

/** Notes the owner's login: the staff list shows it beside the staff's (product §17). */
export async function recordSignIn(
  db: Database,
  { shopId, at }: { shopId: string; at: Date },
): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, shopId));
}

/** The columns a shop's plan and its monthly counts are read from (the domain's PlanShop). */
export const planShopColumns = {
  plan: users.plan,
  planExpiresAt: users.planExpiresAt,
  trialEndsAt: users.trialEndsAt,
  lastBillingReset: users.lastBillingReset,
  billingCount: users.billingCount,
  followupCount: users.followupCount,
} satisfies Record<keyof PlanShop, unknown>;

/**
 * The columns the bill and follow-up saves read under the shop's lock: the plan and its
 * monthly counts, the invoice prefix, the time zone, the service fields a bill's answer
 * is ordered by, and the GST settings a bill is taxed by. Not the whole account row: it is read on every save.
 */
const billingColumns = {
  id: users.id,
  ...planShopColumns,
  timeZone: users.timeZone,
  invoicePrefix: users.invoicePrefix,
  serviceFields: users.serviceFields,
  serviceDetails: users.serviceDetails,
  gst: users.gst,
};

/** The shop as its bill and follow-up saves see it under its lock. */
export type BillingShop = Pick<ShopRow, keyof typeof billingColumns>;

/**
 * The shop's billing columns, its row locked until the transaction ends; undefined for no
 * such shop. `no key update` (the lock an UPDATE of these columns takes) serializes the
 * shop's saves just as well, and unlike `update` it does not wait for the key-share locks
 * that inserting a row referring to the shop takes: a save inserts its customer before
 * taking this lock, and two saves would otherwise wait for each other (a deadlock).
 */
export async function lockShop(
  db: Database,
  { shopId }: { shopId: string },
): Promise<BillingShop | undefined> {
  const [row] = await lockShopQuery(db).execute({ shopId });
  return row;
}

const lockShopQuery = (db: Database) =>
  db
    .select(billingColumns)
    .from(users)
    .where(and(eq(users.id, sql.placeholder('shopId')), eq(users.role, 'shop')))
    .for('no key update')
    .prepare('lock_shop');

/** Starts a new billing period: both monthly counts go back to zero. */
export async function startBillingPeriod(
  db: Database,
  { shopId, start }: { shopId: string; start: Date },
): Promise<BillingShop> {
  return updateLockedShop(db, {
    shopId,
    changes: { lastBillingReset: start, billingCount: 0, followupCount: 0 },
  });
}

export async function countBillInPeriod(
  db: Database,
  { shopId }: { shopId: string },
): Promise<BillingShop> {
  return updateLockedShop(db, { shopId, changes: billCounted });
}

export async function countFollowupInPeriod(
  db: Database,
  { shopId }: { shopId: string },
): Promise<BillingShop> {
  return updateLockedShop(db, {
    shopId,
    changes: { followupCount: sql`${users.followupCount} + 1` },
  });
}

const billCounted = { billingCount: sql`${users.billingCount} + 1` };

/**
 * countBillInPeriod as a CTE of a new bill's statement (bills.repository insertNewBill): it
 * counts the bill only when every condition holds (the bill counts, and was written), and
 * returns the count after it.
 */
export function countNewBillInPeriod(
  db: Database,
  { shopId, conditions }: { shopId: SQL; conditions: SQL[] },
) {
  return db.$with('counted').as(
    db
      .update(users)
      .set(billCounted)
      .where(and(eq(users.id, shopId), ...conditions))
      .returning({ billingCount: users.billingCount }),
  );
}

/** For a shop whose row this transaction has locked: it cannot have gone. */
async function updateLockedShop(
  db: Database,
  { shopId, changes }: { shopId: string; changes: PgUpdateSetSource<typeof users> },
): Promise<BillingShop> {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(eq(users.id, shopId))
    .returning(billingColumns);
  if (!row) throw new Error(`shop ${shopId} vanished inside its own transaction`);
  return row;
}
