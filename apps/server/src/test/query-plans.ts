import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';

// The SQL a service really sends, and the plans PostgreSQL makes for it: for the checks that
// hot queries stay on their indexes (query-plans.test.ts).

export type Statement = { sql: string; params: unknown[] };

/** A plan node of `EXPLAIN (FORMAT JSON)`, with the keys read here. */
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
};

/** The database's driver client: a Drizzle instance keeps it as `$client` (Drizzle's own API). */
function clientOf(handle: DatabaseHandle): pg.Pool | PGlite {
  return (handle.db as Database & { $client: pg.Pool | PGlite }).$client;
}

/** Runs `call` on the test database and answers every statement it sent, in order. */
export async function recordStatements(
  handle: DatabaseHandle,
  call: (db: Database) => Promise<unknown>,
): Promise<Statement[]> {
  const { db, statements } = loggingDatabase(handle);
  await call(db);
  return statements;
}

/** The test database through a Drizzle instance that appends every statement it sends to `statements`. */
export function loggingDatabase(handle: DatabaseHandle): { db: Database; statements: Statement[] } {
  const statements: Statement[] = [];
  const logger: Logger = { logQuery: (sql, params) => statements.push({ sql, params }) };
  const client = clientOf(handle);
  const db =
    handle.kind === 'postgres'
      ? drizzlePostgres({ client: client as pg.Pool, schema, logger })
      : drizzlePglite({ client: client as PGlite, schema, logger });
  return { db, statements };
}

/** Runs a statement on the test database's own client: rows, untyped. */
export async function runStatement(
  handle: DatabaseHandle,
  { sql, params }: Statement,
): Promise<Record<string, unknown>[]> {
  const client = clientOf(handle);
  const result =
    'connect' in client ? await client.query(sql, params) : await client.query(sql, params);
  return result.rows as Record<string, unknown>[];
}

/**
 * `EXPLAIN` of the statement as the planner would make it if no index could be used in
 * place of a sequential scan: with sequential scans priced out (`enable_seqscan = off`), one
 * is left in the plan only where no index can serve the statement at all. So the check does
 * not depend on how few rows a test database has (on a small table a scan is cheapest).
 */
async function explain(handle: DatabaseHandle, statement: Statement, format: 'json' | 'text') {
  const explained = { ...statement, sql: `explain (format ${format}) ${statement.sql}` };
  const client = clientOf(handle);
  if (!('connect' in client)) {
    await client.exec('set enable_seqscan = off');
    try {
      return (await client.query(explained.sql, explained.params)).rows as Record<
        string,
        unknown
      >[];
    } finally {
      await client.exec('reset enable_seqscan');
    }
  }
  const connection = await client.connect();
  try {
    await connection.query('set enable_seqscan = off');
    return (await connection.query(explained.sql, explained.params)).rows as Record<
      string,
      unknown
    >[];
  } finally {
    await connection.query('reset enable_seqscan');
    connection.release();
  }
}

/**
 * How the statement's plan reads the big tables among `tables`, when it reads more than it
 * needs: `bills (whole table)` for a sequential scan, or an index scan that does not bound
 * the index's first column (it walks every entry, as a status condition on a
 * (tenant, status, …) index does); `bills (whole shop, filtered)` for an index scan bounded
 * by the shop alone whose rows are then filtered one by one (a text search, say): at 100 000
 * bills that is 100 000 rows read for a page of 50.
 */
export async function wideReads(
  handle: DatabaseHandle,
  statement: Statement,
  tables: ReadonlySet<string>,
): Promise<string[]> {
  const indexes = await indexesOf(handle);
  const [row] = await explain(handle, statement, 'json');
  const plan = row?.['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  const reads: string[] = [];
  const visit = (node: PlanNode) => {
    const index = node['Index Name'] ? indexes.get(node['Index Name']) : undefined;
    const table = index?.table ?? node['Relation Name'];
    if (table && tables.has(table)) {
      if (readsWholeTable(node, index)) reads.push(`${table} (whole table)`);
      else if (readsWholeShop(node)) reads.push(`${table} (whole shop, filtered)`);
    }
    node.Plans?.forEach(visit);
  };
  if (root) visit(root.Plan);
  return reads;
}

type IndexInfo = { table: string; firstColumn: string | null };

function readsWholeTable(node: PlanNode, index: IndexInfo | undefined): boolean {
  if (node['Node Type'] === 'Seq Scan') return true;
  if (!index) return false;
  const condition = node['Index Cond'];
  if (!condition) return true;
  // An expression index's first key has no column name: any condition on it bounds it.
  return index.firstColumn !== null && !new RegExp(`\\b${index.firstColumn}\\b`).test(condition);
}

/** The index condition names the shop and nothing else: `(tenant_id = '…'::uuid)`. */
const SHOP_ONLY = /^\(tenant_id = [^()]+\)$/;

function readsWholeShop(node: PlanNode): boolean {
  if (!node.Filter) return false;
  const conditions =
    node['Node Type'] === 'Bitmap Heap Scan' ? bitmapConditions(node) : [node['Index Cond']];
  return conditions.length > 0 && conditions.every((condition) => SHOP_ONLY.test(condition ?? ''));
}

function bitmapConditions(node: PlanNode): (string | undefined)[] {
  if (node['Node Type'] === 'Bitmap Index Scan') return [node['Index Cond']];
  return (node.Plans ?? []).flatMap(bitmapConditions);
}

/** Every index of the database: its table and first column (null for an expression). */
async function indexesOf(handle: DatabaseHandle): Promise<Map<string, IndexInfo>> {
  const rows = await runStatement(handle, {
    sql: `select i.relname as index, t.relname as table, a.attname as first_column
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid
          left join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
          where t.relnamespace = 'public'::regnamespace`,
    params: [],
  });
  return new Map(
    rows.map((row) => [
      String(row.index),
      { table: String(row.table), firstColumn: row.first_column ? String(row.first_column) : null },
    ]),
  );
}

/** The statement's plan as text, for a failure message. */
export async function planText(handle: DatabaseHandle, statement: Statement): Promise<string> {
  const rows = await explain(handle, statement, 'text');
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}
