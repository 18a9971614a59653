import { currentBillingPeriod, DEFAULT_TIME_ZONE, type Plan } from '@khatabill/domain';
import type { Database } from '../db/client';
import {
  accountMobiles,
  billItems,
  bills,
  billShareTokens,
  billStatusEvents,
  campaignItems,
  campaigns,
  campaignSlugs,
  customers,
  expenses,
  followups,
  ledgerEntries,
  products,
  shopCounters,
  users,
} from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { updateShop } from '../modules/shops/shops.repository';
import { makeBill, makePayments, type SeedBill } from './seed-bills';
import { makeDeals } from './seed-deals';
import { makeExpenses } from './seed-expenses';
import { createRandom, type Random } from './seed-random';
import { makeFollowups } from './seed-reminders';
import { analyzeTables, insertRows, setCustomerBalances, tableName } from './seed.repository';
import { makeShop, planFor } from './seed-shop';
import { billTimes, lastDays, shopDays, type ShopDays } from './seed-time';

// `npm run seed`: shops with two years of bills, written in batches straight to the tables
// (no request, no per-row statement), consistent as if the app had made them: totals and
// khata entries from the domain's rules, balances = Σ entries, counters past every number.

export type SeedOptions = {
  shops: number;
  /** Bills in all, the big shop's included. */
  bills: number;
  /** When > 0, the first shop gets this many bills (a shop with years of history). */
  bigShopBills: number;
  /** Seeds the random source: the same seed makes the same names, amounts and dates. */
  seed: number;
  /** Every seeded shop's password. */
  password: string;
  now?: Date;
  /** Shops written side by side (PostgreSQL); PGlite has one connection anyway. */
  concurrency?: number;
  onProgress?: (progress: { shops: number; bills: number }) => void;
};

export type SeededShop = {
  id: string;
  shopName: string;
  /** 10 digits, as typed at login. */
  mobile: string;
  plan: Plan;
  bills: number;
  customers: number;
};

export type SeedResult = { shops: SeededShop[]; rows: Record<string, number> };

const HISTORY_DAYS = 730;
const BILL_BATCH = 1_000;
const ROW_BATCH = 5_000;
const DAY_MS = 86_400_000;
/** The tables the bills' rows point to by foreign key: checked once per row written. */
const REFERENCED_BY_BILLS = [users, customers, bills];

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const run: Run = {
    db,
    now,
    options,
    passwordHash: await hashPassword(options.password),
    calendar: shopDays({ now, count: HISTORY_DAYS, timeZone: DEFAULT_TIME_ZONE }),
    mobiles: new Set(),
    rows: {},
    progress: { shops: 0, bills: 0 },
    firstStatistics: undefined,
  };
  const billCounts = splitBills(createRandom(options.seed), options);
  const shops: SeededShop[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < billCounts.length; index = next++) {
      shops[index] = await seedShop(run, index, billCounts[index] ?? 0);
      run.progress.shops += 1;
      options.onProgress?.(run.progress);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  // Statistics of what was written, not of the first batch, for whoever plans next.
  await analyzeTables(db, REFERENCED_BY_BILLS);
  return { shops, rows: run.rows };
}

type Run = {
  db: Database;
  now: Date;
  options: SeedOptions;
  passwordHash: string;
  calendar: ShopDays;
  mobiles: Set<string>;
  rows: Record<string, number>;
  progress: { shops: number; bills: number };
  /** ANALYZE after the run's first bills, once. */
  firstStatistics: Promise<void> | undefined;
};

/** Bills per shop: the big shop's first, the rest shared unevenly (a few shops are busy). */
function splitBills(random: Random, { shops, bills, bigShopBills }: SeedOptions): number[] {
  const others = shops - (bigShopBills > 0 ? 1 : 0);
  const rest = bills - bigShopBills;
  const weights = Array.from({ length: others }, () => Math.exp(0.9 * random.normal()));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const counts = weights.map((weight) => Math.floor((rest * weight) / total));
  let left = rest - counts.reduce((sum, count) => sum + count, 0);
  for (let i = 0; left > 0; i = (i + 1) % counts.length, left -= 1)
    counts[i] = (counts[i] ?? 0) + 1;
  return bigShopBills > 0 ? [bigShopBills, ...counts] : counts;
}

async function seedShop(run: Run, index: number, billCount: number): Promise<SeededShop> {
  const { db, now } = run;
  const random = createRandom((run.options.seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const isBig = index === 0 && run.options.bigShopBills > 0;
  const days = lastDays(run.calendar, isBig ? HISTORY_DAYS : random.int(120, HISTORY_DAYS));
  const createdAt = new Date(days.startOf(days.count - 1).getTime() + 8 * 3_600_000);
  const rows = makeShop(
    random,
    {
      index,
      customers: Math.min(20_000, Math.max(5, Math.round(billCount / 4))),
      createdAt,
      passwordHash: run.passwordHash,
    },
    (mobile) => !run.mobiles.has(mobile) && Boolean(run.mobiles.add(mobile)),
  );
  const { shop } = rows;
  await write(run, users, [rows.user]);
  await write(run, accountMobiles, [{ mobile: rows.user.mobile, userId: shop.id }]);
  await write(run, products, rows.products);
  await write(run, customers, rows.customers);

  const periodStart = currentBillingPeriod(createdAt, now).start;
  const balances = new Map<string, number>();
  let billsThisPeriod = 0;
  let batch: SeedBill[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    // One batch is written while the next is made.
    await writing;
    writing = writeBills(run, batch);
    writing.catch(() => {});
    batch = [];
  };
  let billIndex = 0;
  for (const time of billTimes(random, days, billCount)) {
    const bill = makeBill(random, shop, { index: billIndex, ...time, now, today: days.day(0) });
    billIndex += 1;
    batch.push(bill);
    const customerId = bill.bill.customerId as string;
    balances.set(customerId, (balances.get(customerId) ?? 0) + bill.balanceChange);
    if (bill.bill.countedAt && bill.bill.countedAt >= periodStart) billsThisPeriod += 1;
    if (batch.length === BILL_BATCH) await flush();
  }
  await flush();
  await writing;

  const payments = makePayments(random, shop, { balances, now });
  await write(run, ledgerEntries, payments);
  await setCustomerBalances(db, { shopId: shop.id, balances });
  await write(run, shopCounters, [
    { tenantId: shop.id, name: 'invoice', value: shop.invoiceStartNumber + billCount },
  ]);
  const booked = makeFollowups(random, shop, { count: Math.round(billCount / 40), now });
  await write(run, followups, booked);
  await write(run, expenses, makeExpenses(random, { shopId: shop.id, days, perMonth: 8 }));
  const deals = makeDeals(random, { shop, days, now });
  await write(
    run,
    campaigns,
    deals.map((deal) => deal.deal),
  );
  await write(
    run,
    campaignSlugs,
    deals.map(({ deal }) => ({ slug: deal.slug, shopId: shop.id, campaignId: deal.id as string })),
  );
  await write(
    run,
    campaignItems,
    deals.flatMap((deal) => deal.items),
  );

  const plan = planFor(random, billsThisPeriod);
  await updateShop(db, {
    shopId: shop.id,
    changes: {
      plan,
      planExpiresAt: new Date(now.getTime() + random.int(30, 365) * DAY_MS),
      lastBillingReset: periodStart,
      billingCount: billsThisPeriod,
      followupCount: booked.filter((followup) => (followup.createdAt ?? now) >= periodStart).length,
    },
  });
  return {
    id: shop.id,
    shopName: shop.shopName,
    mobile: shop.mobile,
    plan,
    bills: billCount,
    customers: shop.customers.length,
  };
}

async function writeBills(run: Run, batch: readonly SeedBill[]): Promise<void> {
  await write(
    run,
    bills,
    batch.map((bill) => bill.bill),
  );
  await Promise.all([
    write(
      run,
      billItems,
      batch.flatMap((bill) => bill.items),
    ),
    write(
      run,
      billStatusEvents,
      batch.flatMap((bill) => bill.events),
    ),
    write(
      run,
      ledgerEntries,
      batch.flatMap((bill) => bill.entries),
    ),
    write(run, billShareTokens, batch.flatMap(shareTokenRows)),
  ]);
  // A foreign key's check is planned once per connection and kept. Planned on a bills table
  // of a few rows and no statistics, it may look the bill up by another index on tenant_id
  // alone, then reads every bill of the shop for each row: a big shop's 100 000th bill took
  // 20 ms an item. With statistics the ids are unique, and ANALYZE makes every connection
  // plan its checks again.
  run.firstStatistics ??= analyzeTables(run.db, REFERENCED_BY_BILLS);
  await run.firstStatistics;
  run.progress.bills += batch.length;
  run.options.onProgress?.(run.progress);
}

/** The look-up row of a bill's share token, as a save writes it (none for a draft). */
function shareTokenRows({ bill }: SeedBill): (typeof billShareTokens.$inferInsert)[] {
  const { shareToken, tenantId, id } = bill;
  return shareToken && id ? [{ shareToken, shopId: tenantId, billId: id }] : [];
}

/** Inserts rows in batches, and counts them per table. */
async function write<T extends Parameters<typeof insertRows>[1]>(
  run: Run,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROW_BATCH) {
    await insertRows(run.db, table, rows.slice(start, start + ROW_BATCH));
  }
  const name = tableName(table);
  run.rows[name] = (run.rows[name] ?? 0) + rows.length;
}
