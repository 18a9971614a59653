import { sql } from 'drizzle-orm';
import type { App } from '../app';
import { queryRows } from '../db/client';

/** Per table: how many rows the shop has and a digest of all of them (any change shows). */
export type TenantSnapshot = Record<string, { rows: number; digest: string }>;

/**
 * Everything stored for one shop: its account row and its rows in every table that has a
 * `tenant_id` (read from the catalog, so a table added later is included without a change).
 */
export async function snapshotOfShop(app: App, shopId: string): Promise<TenantSnapshot> {
  const tables = await queryRows(
    app.db,
    sql`select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'tenant_id'
        order by table_name`,
  );
  const snapshot: TenantSnapshot = {
    users: await digestOf(app, 'users', sql`id = ${shopId}`),
  };
  for (const { table_name: table } of tables) {
    snapshot[String(table)] = await digestOf(app, String(table), sql`tenant_id = ${shopId}`);
  }
  return snapshot;
}

async function digestOf(app: App, table: string, where: ReturnType<typeof sql>) {
  const [row] = await queryRows(
    app.db,
    sql`select count(*)::int as rows,
          md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
        from ${sql.identifier(table)} t where ${where}`,
  );
  return { rows: Number(row?.rows), digest: String(row?.digest) };
}
