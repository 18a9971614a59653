import {
  advanceFromServiceInfo,
  billLedgerEntries,
  BUSINESS_CATEGORY_IDS,
  computeBillTotals,
  currentBillingPeriod,
  INDIAN_MOBILE_PATTERN,
  keepsPayment,
  MONTHLY_LIMITS,
  storedDiscount,
  ZERO_PAISE,
} from '@khatabill/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { billItems, bills, customers, ledgerEntries, shopCounters, users } from '../db/schema';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/db';
import { authHeader } from '../test/factories';
import { seedDatabase, type SeedResult } from './seed-database';

// The seeded data must be what the app itself would have stored: these are its invariants.

const PASSWORD = 'seed-password';
const NOW = new Date();

describeEachDatabase('npm run seed', (getDatabase) => {
  const app = useTestApp(getDatabase);
  let result: SeedResult;
  beforeAll(async () => {
    result = await seedDatabase(getDatabase().db, {
      shops: 9,
      bills: 1_200,
      bigShopBills: 400,
      seed: 12,
      password: PASSWORD,
      now: NOW,
      concurrency: 3,
    });
  }, 120_000);
  const db = () => getDatabase().db;

  it('writes the shops and bills asked for, the big shop first, with every kind of record', async () => {
    expect(result.shops).toHaveLength(9);
    expect(result.shops[0]?.bills).toBe(400);
    expect(result.shops.reduce((sum, shop) => sum + shop.bills, 0)).toBe(1_200);
    const [counted] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(bills);
    expect(counted?.count).toBe(1_200);
    for (const table of [
      'customers',
      'products',
      'bill_items',
      'ledger_entries',
      'expenses',
      'followups',
    ]) {
      expect(result.rows[table], table).toBeGreaterThan(0);
    }
    const shops = await db().select().from(users);
    expect(new Set(shops.map((shop) => shop.businessType))).toEqual(
      new Set([...BUSINESS_CATEGORY_IDS, null]),
    );
    const statuses = await queryRows(db(), sql`select distinct status from bills`);
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'completed',
      'draft',
      'under_service',
    ]);
  });

  it('gives customers 10-digit Indian mobiles, unique within each shop, and names in English and Hindi', async () => {
    const rows = await db().select().from(customers);
    for (const row of rows) expect(row.mobile).toMatch(INDIAN_MOBILE_PATTERN);
    const perShop = new Set(rows.map((row) => `${row.tenantId} ${row.mobile}`));
    expect(perShop.size).toBe(rows.length);
    expect(rows.some((row) => /[\u0900-\u097f]/.test(row.name))).toBe(true);
    expect(rows.some((row) => /^Amit /.test(row.name))).toBe(true);
  });

  it('stores totals that the domain recomputes from the items, discount, advance and payment', async () => {
    const items = await db().select().from(billItems).orderBy(asc(billItems.position));
    const itemsByBill = groupBy(items, (item) => item.billId);
    const rows = await db().select().from(bills);
    for (const bill of rows) {
      const lines = itemsByBill.get(bill.id) ?? [];
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(5);
      expect(lines.every((line) => line.tenantId === bill.tenantId)).toBe(true);
      const totals = computeBillTotals({
        items: lines,
        discount: storedDiscount(bill.discountType, bill.discountValue),
        advance: keepsPayment(bill.status) ? advanceFromServiceInfo(bill.serviceInfo) : ZERO_PAISE,
        amountPaid: bill.amountPaid,
      });
      expect(bill, bill.invoiceNumber).toMatchObject(totals);
      expect(bill.itemQuantity).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
      // A bill leaves draft once: from then on it has a share token and counts.
      expect(bill.shareToken === null).toBe(bill.status === 'draft');
      expect(bill.countedAt === null).toBe(bill.status === 'draft');
    }
  });

  it("posts each bill's khata entries by the domain's rule, and keeps balances = Σ entries", async () => {
    const rows = await db().select().from(bills);
    const entries = await db().select().from(ledgerEntries);
    const byBill = groupBy(entries, (entry) => entry.billId ?? 'manual');
    for (const bill of rows) {
      const posted = (byBill.get(bill.id) ?? []).map(({ type, amount, customerId }) => ({
        type,
        amount,
        customerId,
      }));
      const { debit, credit } = billLedgerEntries(bill);
      const expected =
        bill.status === 'draft'
          ? []
          : [
              { type: 'debit', amount: debit, customerId: bill.customerId },
              { type: 'credit', amount: credit, customerId: bill.customerId },
            ].filter((entry) => entry.amount > 0);
      expect(posted).toEqual(expect.arrayContaining(expected));
      expect(posted).toHaveLength(expected.length);
    }
    expect(byBill.get('manual')?.length).toBeGreaterThan(0);

    const mismatched = await queryRows(
      db(),
      sql`select c.id from ${customers} c
          left join (select tenant_id, customer_id,
                       sum(case type when 'credit' then amount else -amount end) as total
                     from ${ledgerEntries} group by tenant_id, customer_id) e
            on e.tenant_id = c.tenant_id and e.customer_id = c.id
          where c.balance <> coalesce(e.total, 0)`,
    );
    expect(mismatched).toEqual([]);
    const [owing] = await queryRows(
      db(),
      sql`select count(*)::int as n from ${customers} where balance < 0`,
    );
    expect(owing?.n).toBeGreaterThan(0);
  });

  it("keeps each shop's invoice counter past every number it handed out, and its monthly count", async () => {
    const shops = await db().select().from(users);
    for (const shop of shops) {
      const numbers = (
        await db()
          .select({ number: bills.invoiceNumber })
          .from(bills)
          .where(eq(bills.tenantId, shop.id))
      ).map((row) => Number(row.number.slice(shop.invoicePrefix.length)));
      const [counter] = await db()
        .select()
        .from(shopCounters)
        .where(and(eq(shopCounters.tenantId, shop.id), eq(shopCounters.name, 'invoice')));
      expect(numbers.every((number) => Number.isSafeInteger(number))).toBe(true);
      expect(counter?.value).toBe(shop.invoiceStartNumber + numbers.length);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(Math.max(...numbers, 0)).toBeLessThan(counter?.value ?? 0);

      expect(shop.lastBillingReset).toEqual(currentBillingPeriod(shop.createdAt, NOW).start);
      const [period] = await queryRows(
        db(),
        sql`select count(*)::int as n from ${bills}
            where tenant_id = ${shop.id} and counted_at >= ${shop.lastBillingReset.toISOString()}`,
      );
      expect(shop.billingCount).toBe(period?.n);
      const limit = MONTHLY_LIMITS[shop.plan];
      if (limit !== null) expect(shop.billingCount).toBeLessThanOrEqual(limit);
    }
  });

  it('keeps tenants apart: every bill names a customer of its own shop, by that mobile', async () => {
    const strays = await queryRows(
      db(),
      sql`select b.id from ${bills} b join ${customers} c on c.id = b.customer_id
          where c.tenant_id <> b.tenant_id or c.mobile <> b.mobile or c.name <> b.customer_name`,
    );
    expect(strays).toEqual([]);
    const shared = await queryRows(
      db(),
      sql`select id from ${customers} group by id having count(distinct tenant_id) > 1`,
    );
    expect(shared).toEqual([]);
  });

  it("leaves the planner statistics of all the bills written: every shop's, each id unique", async () => {
    const [table] = await queryRows(
      db(),
      sql`select reltuples::int as rows from pg_class where oid = 'bills'::regclass`,
    );
    expect(table?.rows).toBe(1_200);
    const columns = await queryRows(
      db(),
      sql`select attname, n_distinct::int as distinct from pg_stats
          where tablename = 'bills' and attname in ('id', 'tenant_id') order by attname`,
    );
    expect(columns).toEqual([
      { attname: 'id', distinct: -1 },
      { attname: 'tenant_id', distinct: 9 },
    ]);
  });

  it('lets a seeded shop log in and read its bills, customers, summary and receipts through the API', async () => {
    const big = result.shops[0];
    if (!big) throw new Error('no big shop');
    const login = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: big.mobile, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = authHeader(login.json<{ data: { token: string } }>().data.token);
    const page = await app().inject({ method: 'GET', url: '/api/bills/search?limit=50', headers });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: 400, limit: 50 });

    const [owing] = await db()
      .select()
      .from(customers)
      .where(sql`${customers.tenantId} = ${big.id} and ${customers.balance} < 0`)
      .limit(1);
    const detail = await app().inject({
      method: 'GET',
      url: `/api/customers/${owing?.id}`,
      headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const summary = await app().inject({ method: 'GET', url: '/api/bills/today', headers });
    expect(summary.statusCode, summary.body).toBe(200);

    const [shared] = await db()
      .select({ token: bills.shareToken })
      .from(bills)
      .where(sql`${bills.tenantId} = ${big.id} and ${bills.shareToken} is not null`)
      .limit(1);
    const receipt = await app().inject({
      method: 'GET',
      url: `/api/public/bills/${shared?.token}`,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
  });
});

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}
