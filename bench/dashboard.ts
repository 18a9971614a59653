import { addDays, toShopDay } from '@khatabill/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPostgres, type Database } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { seedDatabase } from '../apps/server/src/cli/seed-database';
import { getCustomerDues } from '../apps/server/src/modules/customers/customers.service';
import { getSummary, getTopProducts } from '../apps/server/src/modules/dashboard/dashboard.service';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from '../apps/server/src/test/postgres-admin';

// The dashboard's numbers for a shop with 100 000 bills, beside four other shops of 50 000
// (its month summary in well under 100 ms). See bench/README.md.

const RUNS = 15;

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = uniqueDatabaseName('t');
await createDatabase(serverUrl, name);
const url = databaseUrl(serverUrl, name);
const handle = await openPostgres(url, true);
const pool = new pg.Pool({ connectionString: url, max: 10 });
try {
  const now = new Date();
  const { shops } = await seedDatabase(handle.db, {
    shops: 5,
    bills: 300_000,
    bigShopBills: 100_000,
    seed: 10,
    password: 'bench-password',
    now,
    concurrency: 3,
  });
  const shopId = shops[0]?.id ?? '';
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
