import { and, asc, eq, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { bills, users } from '../../db/schema';

/**
 * The shop-local day at `now`, computed in the database from the joined shop's time zone,
 * so the claim of every shop's due reminders is one query.
 */
function shopToday(now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone ${users.timeZone})::date`;
}

/** The same for one shop, as a value the index on (tenant, next day) can look up. */
function todayOfShop(shopId: string, now: Date): SQL {
  return sql`(select ${shopToday(now)} from ${users} where ${users.id} = ${shopId})`;
}

/**
 * No shop's day is ahead of UTC by more than one (the furthest zone is UTC+14): a bound the
 * `bills_reminder_next_on_idx` index can use before the per-shop condition.
 */
function latestShopToday(now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date + 1`;
}

/** Reminders of bills that left draft; a draft sends nothing (ADR 010). */
const sendsReminders = and(
  eq(bills.reminderEnabled, true),
  ne(bills.status, 'draft'),
  isNotNull(bills.reminderNextOn),
  isNotNull(bills.reminderDate),
);

/** The shop's bills whose reminder waits for its shop-local today. */
export async function listRemindersDueToday(
  db: Database,
  { shopId, now }: { shopId: string; now: Date },
) {
  return db
    .select({
      billId: bills.id,
      invoiceNumber: bills.invoiceNumber,
      customerName: bills.customerName,
      mobile: bills.mobile,
      message: bills.reminderMessage,
    })
    .from(bills)
    .where(
      and(
        eq(bills.tenantId, shopId),
        sendsReminders,
        sql`${bills.reminderNextOn} = ${todayOfShop(shopId, now)}`,
      ),
    )
    .orderBy(asc(bills.createdAt), asc(bills.id));
}

export type DueBillReminder = Awaited<ReturnType<typeof claimDueBillReminders>>[number];

/**
 * Up to `limit` bills, of every shop, whose reminder has something to do on the shop's
 * today (the domain's `isReminderDue`), locked until the transaction ends. Rows another
 * process holds are skipped, so concurrent runs never claim a bill twice.
 */
export async function claimDueBillReminders(tx: Tx, { now, limit }: { now: Date; limit: number }) {
  const today = shopToday(now);
  return tx
    .select({
      shopId: bills.tenantId,
      billId: bills.id,
      customerName: bills.customerName,
      mobile: bills.mobile,
      message: bills.reminderMessage,
      // Not null: `sendsReminders` asks for it.
      start: sql<string>`${bills.reminderDate}::text`,
      frequency: bills.reminderFrequency,
      nextOn: bills.reminderNextOn,
      notifiedOn: bills.reminderNotifiedOn,
      shopName: users.shopName,
      today: sql<string>`${today}::text`,
    })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.tenantId))
    .where(
      and(
        sendsReminders,
        lte(bills.reminderNextOn, latestShopToday(now)),
        sql`(${bills.reminderNextOn} < ${today} or (${bills.reminderNextOn} = ${today} and ${bills.reminderNotifiedOn} is distinct from ${bills.reminderNextOn}))`,
      ),
    )
    .orderBy(asc(bills.reminderNextOn))
    .limit(limit)
    .for('update', { of: bills, skipLocked: true });
}

// The bills table has one writer, its own repository: the reminder job stores there where each
// bill's reminder series stands.
export { saveReminderProgress, type ReminderProgress } from '../bills/bills.repository';
