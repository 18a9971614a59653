import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

/** One table's rows of one shop (or all its rows, when the table has no `tenant_id`). */
export type TableTotals = {
  table: string;
  shop: string | null;
  rows: number;
  /** Σ of each whole-number column: paise amounts, balances, counters. */
  sums: Record<string, string>;
  /** md5 of the rows' text, so a changed value that keeps the sums is seen too. */
  digest: string;
};

/**
 * Counts, sums and a digest of every table of the migrated schema, per shop where the
 * table has a `tenant_id`: read from the catalog, so a table added later is covered.
 */
export async function tableTotals(db: Database): Promise<TableTotals[]> {
  const columns = await queryRows(
    db,
    sql`select c.table_name as table, c.column_name as column, c.data_type as type
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, { tenant: boolean; numbers: string[] }>();
  for (const { table, column, type } of columns) {
    const entry = tables.get(String(table)) ?? { tenant: false, numbers: [] };
    if (column === 'tenant_id') entry.tenant = true;
    if (['smallint', 'integer', 'bigint', 'numeric'].includes(String(type))) {
      entry.numbers.push(String(column));
    }
    tables.set(String(table), entry);
  }
  const totals: TableTotals[] = [];
  for (const [table, { tenant, numbers }] of tables) {
    // Names come from the catalog, not from input; quoted as identifiers all the same.
    const name = sql.identifier(table);
    const shop = tenant ? sql`tenant_id::text` : sql`null::text`;
    const sums = numbers.map(
      (column) =>
        sql`, coalesce(sum(${sql.identifier(column)}), 0)::text as ${sql.identifier(`sum_${column}`)}`,
    );
    const rows = await queryRows(
      db,
      sql`select ${shop} as shop, count(*)::int as rows,
            md5(string_agg(r::text, '|' order by r::text)) as digest ${sql.join(sums)}
          from ${name} r group by 1 order by 1`,
    );
    for (const row of rows) {
      totals.push({
        table,
        shop: row.shop === null ? null : String(row.shop),
        rows: Number(row.rows),
        sums: Object.fromEntries(numbers.map((column) => [column, String(row[`sum_${column}`])])),
        digest: String(row.digest),
      });
    }
  }
  return totals;
}
