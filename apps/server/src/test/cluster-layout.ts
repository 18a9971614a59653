import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../db/client';

// What a distributed PostgreSQL (Citus, ADR 016) needs of the schema, checked on the
// migrated catalog: a table is distributed by a column, and every key that makes a row
// unique, and every foreign key between distributed tables, must include that column, or
// the cluster cannot enforce it on one node. Reference tables (copied to every node) may not
// point into distributed ones.

export type Placement =
  { kind: 'distributed'; by: string; reason?: string } | { kind: 'reference'; reason: string };

/** Where each table without a tenant_id column goes; a tenant table is distributed by it. */
export type GlobalTables = Record<string, Placement & { reason: string }>;

const TENANT_COLUMN = 'tenant_id';

const tableRow = z.object({ table_name: z.string(), has_tenant_id: z.boolean() });
const keyRow = z.object({
  table_name: z.string(),
  index_name: z.string(),
  is_primary: z.boolean(),
  columns: z.string(),
});
const foreignKeyRow = z.object({
  name: z.string(),
  table_name: z.string(),
  referenced_table: z.string(),
  columns: z.string(),
  referenced_columns: z.string(),
});

/** The columns of `keys` (an int2 array of `relation`), in key order, comma-separated. */
const columnsOf = (relation: string, keys: string) =>
  sql.raw(`array_to_string(array(
      select coalesce(a.attname, '(expression)')
      from unnest(${keys}::int2[]) with ordinality as k(attnum, n)
      left join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.attnum
      order by k.n), ',')`);

async function readCatalog(db: Database) {
  const [tables, keys, foreignKeys] = await Promise.all([
    queryRows(
      db,
      sql`select t.table_name::text as table_name,
            exists (select 1 from information_schema.columns c
                    where c.table_schema = t.table_schema and c.table_name = t.table_name
                      and c.column_name = ${TENANT_COLUMN}) as has_tenant_id
          from information_schema.tables t
          where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    ),
    queryRows(
      db,
      sql`select t.relname::text as table_name, i.relname::text as index_name,
            x.indisprimary as is_primary, ${columnsOf('x.indrelid', 'x.indkey')} as columns
          from pg_index x
          join pg_class t on t.oid = x.indrelid
          join pg_class i on i.oid = x.indexrelid
          join pg_namespace ns on ns.oid = t.relnamespace
          where ns.nspname = 'public' and (x.indisunique or x.indisprimary)`,
    ),
    queryRows(
      db,
      sql`select c.conname::text as name, s.relname::text as table_name,
            r.relname::text as referenced_table,
            ${columnsOf('c.conrelid', 'c.conkey')} as columns,
            ${columnsOf('c.confrelid', 'c.confkey')} as referenced_columns
          from pg_constraint c
          join pg_class s on s.oid = c.conrelid
          join pg_class r on r.oid = c.confrelid
          join pg_namespace ns on ns.oid = s.relnamespace
          where ns.nspname = 'public' and c.contype = 'f'`,
    ),
  ]);
  return {
    tables: tables.map((row) => tableRow.parse(row)),
    keys: keys.map((row) => keyRow.parse(row)),
    foreignKeys: foreignKeys.map((row) => foreignKeyRow.parse(row)),
  };
}

/**
 * Everything in the database's public schema that a cluster laid out by `globals` could not
 * hold, one sentence each; none when the schema is ready to be distributed.
 */
export async function findClusterLayoutProblems(
  db: Database,
  globals: GlobalTables,
): Promise<string[]> {
  const { tables, keys, foreignKeys } = await readCatalog(db);
  const problems: string[] = [];
  const placements = new Map<string, Placement>();
  for (const { table_name: table, has_tenant_id: hasTenantId } of tables) {
    const global = globals[table];
    if (hasTenantId && global)
      problems.push(`${table} has ${TENANT_COLUMN}: it is no global table`);
    if (hasTenantId) placements.set(table, { kind: 'distributed', by: TENANT_COLUMN });
    else if (global) placements.set(table, global);
    else problems.push(`${table} has no ${TENANT_COLUMN} and is not listed as a global table`);
  }
  for (const table of Object.keys(globals)) {
    if (!tables.some((row) => row.table_name === table)) {
      problems.push(`${table} is listed as a global table but absent`);
    }
  }
  const distributedBy = (table: string) => {
    const placement = placements.get(table);
    return placement?.kind === 'distributed' ? placement.by : undefined;
  };

  for (const table of placements.keys()) {
    if (distributedBy(table) && !keys.some((key) => key.table_name === table && key.is_primary)) {
      problems.push(`${table} has no primary key`);
    }
  }
  for (const key of keys) {
    const column = distributedBy(key.table_name);
    if (column && key.columns.split(',')[0] !== column) {
      const kind = key.is_primary ? 'primary key' : 'unique key';
      problems.push(
        `${key.table_name}: ${kind} ${key.index_name} (${key.columns}) does not start with ${column}`,
      );
    }
  }
  for (const fk of foreignKeys) {
    const from = distributedBy(fk.table_name);
    const to = distributedBy(fk.referenced_table);
    if (!from && to) {
      problems.push(
        `${fk.table_name}: reference table's foreign key ${fk.name} points into the distributed ${fk.referenced_table}`,
      );
    }
    if (from && to && !joinsOn(fk, from, to)) {
      problems.push(
        `${fk.table_name}: foreign key ${fk.name} (${fk.columns}) → ${fk.referenced_table} (${fk.referenced_columns}) does not pair ${from} with ${to}`,
      );
    }
  }
  return problems;
}

/** Whether the foreign key matches the two tables' distribution columns to each other. */
function joinsOn(fk: z.infer<typeof foreignKeyRow>, from: string, to: string): boolean {
  const position = fk.columns.split(',').indexOf(from);
  return position >= 0 && fk.referenced_columns.split(',')[position] === to;
}
