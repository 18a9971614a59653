import type { Paise } from '@khatabill/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  foreignKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Column builders shared by every table, so the id, time and money rules of product §10
// are written once. The tenant column lives beside `users` in users.ts.

export const id = () => uuid('id').notNull().defaultRandom();

/** Integer paise; `mode: 'number'` is exact up to 2^53 paise (about ₹90 lakh crore). */
export const money = (name: string) => bigint(name, { mode: 'number' }).$type<Paise>();

/**
 * Who made a row (product §17): the shop's owner (whose id is the shop's) or a staff member,
 * with their name as it was, so the row still reads after the member is removed. Null on
 * rows made before staff accounts.
 */
export const madeBy = () => ({
  createdBy: uuid('created_by'),
  createdByName: text('created_by_name'),
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Set by every update to the database's time of the transaction. As SQL rather than a JS
 * Date: the database's clock, the same for every statement of the transaction.
 */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);

/**
 * Enumerations are `text` plus a CHECK rather than pgEnum: changing the allowed values is
 * a plain constraint swap inside a migration transaction, while `ALTER TYPE … ADD VALUE`
 * cannot be used in the transaction that adds it and values can never be removed.
 */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${inList(values)})`);

// CHECK bodies are written into the migration verbatim, so the values are inlined as
// literals (bound parameters are not allowed there). They are code constants, never input.
function inList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/** `bytea`; PGlite hands back a Uint8Array and node-postgres a Buffer: both become Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A foreign key to another shop-owned table through (tenant_id, id): a row can point only
 * at a row of its own shop, and a cluster keeps both on the same node (product §10 "Tenants").
 */
export function tenantForeignKey(
  name: string,
  columns: [tenantId: AnyPgColumn, ref: AnyPgColumn],
  target: { tenantId: AnyPgColumn; id: AnyPgColumn },
) {
  return foreignKey({ name, columns, foreignColumns: [target.tenantId, target.id] });
}
