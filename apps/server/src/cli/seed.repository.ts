import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { customers } from '../db/schema';

// The seed's writes: many rows per statement, straight into the tables. Each batch travels
// as ONE parameter, a JSON array that `json_to_recordset` turns back into typed rows: one
// statement to parse and plan whatever the batch size, no limit of 65 535 parameters, and the
// same SQL on PGlite and on PostgreSQL (COPY would need a driver of its own for each).

/**
 * Inserts `rows` in one statement. Every row names the same columns (a key left out of
 * the first row is not written); values are what JSON makes of them (a Date becomes its
 * ISO instant, an object a jsonb value).
 */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const fields: SQL[] = [];
  const targets: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column for "${key}"`);
    targets.push(sql`${sql.identifier(column.name)}`);
    fields.push(sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`);
  }
  const picked = sql.join(
    keys.map((key) => sql.identifier(key)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${sql.join(targets, sql`, `)})
        select ${picked} from json_to_recordset(${JSON.stringify(rows)}::json)
        as row_values(${sql.join(fields, sql`, `)})`,
  );
}

/** Sets each customer's stored balance (paise) in one statement. */
export async function setCustomerBalances(
  db: Database,
  { shopId, balances }: { shopId: string; balances: ReadonlyMap<string, number> },
): Promise<void> {
  if (balances.size === 0) return;
  const rows = JSON.stringify([...balances].map(([id, balance]) => ({ id, balance })));
  await db.execute(
    sql`update ${customers} set balance = row_values.balance
        from json_to_recordset(${rows}::json) as row_values(id uuid, balance bigint)
        where ${customers.tenantId} = ${shopId} and ${customers.id} = row_values.id`,
  );
}

/** Gathers the planner's statistics of `tables` (ANALYZE), which makes plans of them be made anew. */
export async function analyzeTables(db: Database, tables: readonly PgTable[]): Promise<void> {
  await db.execute(
    sql`analyze ${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )}`,
  );
}

/** The table's name in the database. */
export function tableName(table: PgTable): string {
  return getTableName(table);
}
