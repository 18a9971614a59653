import { addDays, toShopDay } from '@khatabill/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPostgres, type Database } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { createAccount } from '../apps/server/src/modules/auth/auth.service';
import { getCustomerDues } from '../apps/server/src/modules/customers/customers.service';
import { getSummary, getTopProducts } from '../apps/server/src/modules/dashboard/dashboard.service';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from '../apps/server/src/test/postgres-admin';

// The dashboard's numbers for a shop with 100 000 bills over a year, beside four other shops
// (issue 10: "its month summary in well under 100 ms"). See bench/README.md.

const SHOP_BILLS = 100_000;
const OTHER_SHOPS = 4;
const OTHER_SHOP_BILLS = 50_000;
const CUSTOMERS = 3_000;
const RUNS = 15;

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = uniqueDatabaseName('t');
await createDatabase(serverUrl, name);
const url = databaseUrl(serverUrl, name);
const handle = await openPostgres(url, true);
const pool = new pg.Pool({ connectionString: url, max: 10 });
try {
  const now = new Date();
  const shopId = await seedShop(pool, handle.db, SHOP_BILLS, 0);
  for (let i = 1; i <= OTHER_SHOPS; i += 1) await seedShop(pool, handle.db, OTHER_SHOP_BILLS, i);
  await pool.query('vacuum analyze');

  const today = toShopDay(now);
  const calls: Record<string, (db: Database) => Promise<unknown>> = {
    'month summary': (db) => getSummary(db, { shopId, range: 'month', now }),
    'today summary': (db) => getSummary(db, { shopId, range: 'today', now }),
    'week summary': (db) => getSummary(db, { shopId, range: 'week', now }),
    'year summary (366 days)': (db) =>
      getSummary(db, { shopId, range: { from: addDays(today, -365), to: today }, now }),
    'top products': (db) => getTopProducts(db, { shopId, now }),
    'customer dues': (db) => getCustomerDues(db, { shopId }),
  };
  for (const [label, call] of Object.entries(calls)) console.log(await time(label, call));
  for (const [label, call] of Object.entries(calls)) console.log(await explain(label, call));
} finally {
  await pool.end();
  await handle.close();
  if (process.env.BENCH_KEEP) console.log(`\nkept database ${name}`);
  else await dropDatabase(serverUrl, name);
}

/** Median and fastest of RUNS calls through the service, after one to warm up. */
async function time(label: string, call: (db: Database) => Promise<unknown>): Promise<string> {
  await call(handle.db);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await call(handle.db);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number | undefined) => `${(value ?? NaN).toFixed(1)} ms`;
  return `${label}: median ${ms(times[RUNS >> 1])}, fastest ${ms(times[0])}`;
}

/** EXPLAIN ANALYZE of each query the call sends, but the shop's own row. */
async function explain(label: string, call: (db: Database) => Promise<unknown>): Promise<string> {
  const queries: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => queries.push({ sql, params }) };
  await call(drizzle({ client: pool, schema, logger }));
  const plans: string[] = [];
  for (const query of queries.filter((q) => !q.sql.includes('from "users"'))) {
    const plan = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
    plans.push(`${query.sql}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  return `\n-- ${label}\n${plans.join('\n\n')}`;
}

/** A shop with `count` bills spread over the past year (two items each), its customers and expenses. */
async function seedShop(pool: pg.Pool, db: Database, count: number, index: number) {
  const shop = await createAccount(db, {
    name: 'Bench',
    shopName: `Bench ${index}`,
    mobile: `+9190000000${String(index).padStart(2, '0')}`,
    password: 'bench-password',
    role: 'shop',
    trialEndsAt: new Date(Date.now() + 86_400_000),
  });
  // A third of the customers owe (the dues), a third hold an advance.
  await pool.query(
    `insert into customers (tenant_id, name, name_alias, mobile, balance)
     select $1, 'Customer ' || g, 'customer ' || g, (7000000000 + g)::text,
            case g % 3 when 0 then -(g * 137) when 1 then g * 11 else 0 end
     from generate_series(1, $2::int) g`,
    [shop.id, CUSTOMERS],
  );
  await pool.query(
    `insert into bills (tenant_id, invoice_number, customer_id, customer_name, mobile, status,
                        amount_paid, discount_type, discount_value, items_total, discount_amount,
                        advance_amount, final_total, pending, to_return, item_quantity, created_at)
     select $1, 'INV-' || g, c.id, c.name, c.mobile,
            (array['draft', 'under_service', 'completed', 'completed', 'completed'])[1 + g % 5],
            0, 'amount', g % 500, 10000 + g % 90000, g % 500, 0,
            10000 + g % 90000 - g % 500, 10000 + g % 90000 - g % 500, 0, 2 + g % 6,
            now() - g * (interval '365 days' / $2::int)
     from generate_series(1, $2::int) g
     join customers c on c.tenant_id = $1 and c.mobile = (7000000001 + g % $3::int)::text`,
    [shop.id, count, CUSTOMERS],
  );
  await pool.query(
    `insert into expenses (tenant_id, category, amount, date)
     select $1, 'Rent', 1000 + g, current_date - g % 365 from generate_series(1, 1000) g`,
    [shop.id],
  );
  await pool.query(
    `insert into bill_items (tenant_id, bill_id, position, name, quantity, price)
     select b.tenant_id, b.id, p, 'Product ' || abs(hashtext(b.invoice_number || p)) % 300,
            1 + (b.item_quantity + p) % 3, 5000
     from bills b cross join generate_series(0, 1) p where b.tenant_id = $1`,
    [shop.id],
  );
  return shop.id;
}
