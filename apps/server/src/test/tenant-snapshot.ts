import { sql } from 'drizzle-orm';
import type { App } from '../app';
import { queryRows } from '../db/client';

/** Per table: how many rows the shop has and a digest of all of them (any change shows). */
export type TenantSnapshot = Record<string, { rows: number; digest: string }>;

/**
 * Everything stored for one shop: its account row, its rows in every table with a
 * `tenant_id`, and its entries in the lookup tables (`shop_id`, `user_id`). Read from the
 * catalog, so a table added later is included without a change here.
 */
export async function snapshotOfShop(app: App, shopId: string): Promise<TenantSnapshot> {
  const tables = await queryRows(
    app.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema()
          and column_name in ('tenant_id', 'shop_id', 'user_id')
        order by table_name, column_name`,
  );
  const snapshot: TenantSnapshot = {
    users: await digestOf(app, 'users', sql`id = ${shopId}`),
  };
  for (const { table_name: table, column_name: column } of tables) {
    snapshot[`${String(table)}.${String(column)}`] = await digestOf(
      app,
      String(table),
      sql`${sql.identifier(String(column))} = ${shopId}`,
    );
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
