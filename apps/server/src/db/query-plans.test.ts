import { addDays, dealListQuery, toShopDay } from '@khatabill/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase, type SeededShop } from '../cli/seed-database';
import { billSearchQuery } from '../modules/bills/bills.schema';
import { getBill, searchBills } from '../modules/bills/bills.service';
import { findAccountByMobile } from '../modules/auth/auth.repository';
import { getDeal, listDeals } from '../modules/campaigns/public-campaigns.service';
import { findFileBySha256 } from '../modules/files/files.repository';
import {
  getCustomer,
  getCustomerDues,
  listCustomers,
  searchCustomers,
} from '../modules/customers/customers.service';
import { getSummary, getTopProducts } from '../modules/dashboard/dashboard.service';
import { expenseListQuery } from '../modules/expenses/expenses.schema';
import { listExpenses } from '../modules/expenses/expenses.service';
import { followupListQuery } from '../modules/followups/followups.schema';
import { listFollowups } from '../modules/followups/followups.service';
import { getPublicReceipt } from '../modules/public/public.service';
import { listRemindersDueToday } from '../modules/reminders/reminders.repository';
import { describeEachDatabase } from '../test/db';
import { planText, recordStatements, runStatement, wideReads } from '../test/query-plans';
import type { Database, DatabaseHandle } from './client';
import { bills, campaigns, customers, users } from './schema';

// Every hot query of the app reads the big tables through an index that narrows
// the read to what it answers. Each one runs through its service against a seeded database
// (the SQL the app really sends), and PostgreSQL's plan for each statement may read neither a
// whole big table nor all of a shop's rows only to filter them (test/query-plans.ts).

const BIG_TABLES = new Set([
  'bills',
  // One row per shared bill: the public receipt's look-up (ADR 016).
  'bill_share_tokens',
  'customers',
  'bill_items',
  'bill_status_events',
  'ledger_entries',
]);

/**
 * Wide reads the app makes today, waiting for the index that ends them. Each entry is one
 * statement's read. Remove an entry as soon as its index lands; this test fails while an
 * entry is no longer needed.
 */
const KNOWN_WIDE_READS: Record<string, string[]> = {
  // The Customer Manager's search inside names (LIKE '%sharma%') reads the shop's entries of
  // the narrow (shop, name) index and filters them without the table: 1.2 ms at 10 000
  // customers, and the planner prefers it to a trigram index at that size (ADR 012).
  'customer list, searched': [
    'customers (whole shop, filtered)',
    'customers (whole shop, filtered)',
  ],
};

const NOW = new Date();
const TODAY = toShopDay(NOW);

type HotQuery = (db: Database, ids: SampleIds) => Promise<unknown>;
type SampleIds = {
  shopId: string;
  mobile: string;
  billId: string;
  customerId: string;
  token: string;
  slug: string;
  dealId: string;
};

const HOT_QUERIES: Record<string, HotQuery> = {
  'bill search, first page': (db, { shopId }) =>
    searchBills(db, { shopId, query: billSearchQuery.parse({}), now: NOW }),
  'bill search by text': (db, { shopId }) =>
    searchBills(db, { shopId, query: billSearchQuery.parse({ search: 'Amit' }), now: NOW }),
  'bill search by dates': (db, { shopId }) =>
    searchBills(db, {
      shopId,
      query: billSearchQuery.parse({ from: addDays(TODAY, -30), to: TODAY }),
      now: NOW,
    }),
  'bill search by text and dates': (db, { shopId }) =>
    searchBills(db, {
      shopId,
      query: billSearchQuery.parse({ search: '98', from: addDays(TODAY, -30), to: TODAY }),
      now: NOW,
    }),
  "bill search by text, the list's columns": (db, { shopId }) =>
    searchBills(db, {
      shopId,
      query: billSearchQuery.parse({ search: 'Amit', fields: 'list' }),
      now: NOW,
    }),
  'bill by id': (db, { shopId, billId }) => getBill(db, { shopId, billId }),
  'customer search': (db, { shopId }) => searchCustomers(db, { shopId, q: 'Am' }),
  'customer list': (db, { shopId }) => listCustomers(db, { shopId, page: 1, limit: 50 }),
  'customer list, searched': (db, { shopId }) =>
    listCustomers(db, { shopId, q: 'sharma', page: 1, limit: 50 }),
  'customer detail with transactions': (db, { shopId, customerId }) =>
    getCustomer(db, { shopId, customerId }),
  'public receipt': (db, { token }) => getPublicReceipt(db, { token }),
  // The other look-ups that name no shop: through their lookup table, then by (tenant_id, id).
  'login by mobile': (db, { mobile }) => findAccountByMobile(db, { mobile }),
  'deal by slug': (db, { slug }) => getDeal(db, { idOrSlug: slug, now: NOW, counted: false }),
  'deal by id': (db, { dealId }) => getDeal(db, { idOrSlug: dealId, now: NOW, counted: false }),
  'image by hash': (db) => findFileBySha256(db, 'a'.repeat(64)),
  'month summary': (db, { shopId }) => getSummary(db, { shopId, range: 'month', now: NOW }),
  'top products': (db, { shopId }) => getTopProducts(db, { shopId, now: NOW }),
  dues: (db, { shopId }) => getCustomerDues(db, { shopId }),
  'reminders today': (db, { shopId }) => listRemindersDueToday(db, { shopId, now: NOW }),
  'follow-up list': (db, { shopId }) =>
    listFollowups(db, { shopId, now: NOW, query: followupListQuery.parse({}) }),
  'expenses list': (db, { shopId }) =>
    listExpenses(db, { shopId, now: NOW, query: expenseListQuery.parse({}) }),
  'deals list': (db) => listDeals(db, { query: dealListQuery.parse({}), now: NOW }),
};

describeEachDatabase('hot queries', (getDatabase) => {
  let ids: SampleIds;
  beforeAll(async () => {
    const { shops } = await seedDatabase(getDatabase().db, {
      shops: 12,
      bills: 5_000,
      bigShopBills: 1_500,
      seed: 4,
      password: 'seed-password',
      now: NOW,
      concurrency: 3,
    });
    ids = await sampleIds(getDatabase(), shops[0]);
    // As autovacuum would have: statistics for the planner, a visibility map for index-only scans.
    await runStatement(getDatabase(), { sql: 'vacuum analyze', params: [] });
  }, 180_000);

  it('tells a narrow read from a whole table and from a whole shop filtered row by row', async () => {
    const reads = (sql: string, params: unknown[] = []) =>
      wideReads(getDatabase(), { sql, params }, BIG_TABLES);
    const shop = [ids.shopId];
    expect(await reads("select id from bills where notes = 'Urgent'")).toEqual([
      'bills (whole table)',
    ]);
    expect(
      await reads("select id from bills where tenant_id = $1 and notes = 'Urgent'", shop),
    ).toEqual(['bills (whole shop, filtered)']);
    expect(
      await reads('select id from bills where tenant_id = $1 and created_at >= now()', shop),
    ).toEqual([]);
  });

  it("adds up the month summary's bills from their index alone", async () => {
    const handle = getDatabase();
    const statements = await recordStatements(handle, (db) =>
      HOT_QUERIES['month summary']!(db, ids),
    );
    const ofBills = statements.filter((statement) => /\bfrom "bills"/.test(statement.sql));
    expect(ofBills).toHaveLength(2);
    for (const statement of ofBills) {
      expect(await planText(handle, statement)).toMatch(
        /Index Only Scan using bills_tenant_created_at_totals_idx/,
      );
    }
  });

  describe.each(Object.entries(HOT_QUERIES))('%s', (name, query) => {
    it('reads the big tables only through an index that narrows the read', async () => {
      const handle = getDatabase();
      const statements = await recordStatements(handle, (db) => query(db, ids));
      expect(statements.length).toBeGreaterThan(0);
      const reads: { read: string; sql: string; plan: string }[] = [];
      for (const statement of statements) {
        for (const read of await wideReads(handle, statement, BIG_TABLES)) {
          reads.push({ read, sql: statement.sql, plan: await planText(handle, statement) });
        }
      }
      const report = reads.map(({ read, sql, plan }) => `${read}:\n${sql}\n${plan}`).join('\n\n');
      expect(reads.map(({ read }) => read).sort(), report).toEqual(
        [...(KNOWN_WIDE_READS[name] ?? [])].sort(),
      );
    });
  });
});

/**
 * The big shop's ids the queries take (a bill with its share link, a customer with entries),
 * and a running deal.
 */
async function sampleIds(handle: DatabaseHandle, shop: SeededShop | undefined): Promise<SampleIds> {
  if (!shop) throw new Error('the seed made no shop');
  const [bill] = await handle.db
    .select({ id: bills.id, token: bills.shareToken, customerId: bills.customerId })
    .from(bills)
    .where(sql`${bills.tenantId} = ${shop.id} and ${bills.shareToken} is not null`)
    .limit(1);
  const [customer] = await handle.db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`${customers.tenantId} = ${shop.id} and ${customers.balance} <> 0`)
    .limit(1);
  const [account] = await handle.db
    .select({ mobile: users.mobile })
    .from(users)
    .where(sql`${users.id} = ${shop.id}`);
  // A running deal of any shop: the seed gives deals to one shop in seven.
  const [deal] = await handle.db
    .select({ id: campaigns.id, slug: campaigns.slug })
    .from(campaigns)
    .where(sql`${campaigns.deadline} > now()`)
    .limit(1);
  if (!bill?.token || !customer) throw new Error('the seed made no shared bill or no khata');
  if (!deal || !account) throw new Error('the seed made no running deal, or lost its shop');
  return {
    shopId: shop.id,
    mobile: account.mobile,
    billId: bill.id,
    customerId: customer.id,
    token: bill.token,
    slug: deal.slug,
    dealId: deal.id,
  };
}
