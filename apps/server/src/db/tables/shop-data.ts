import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { tenantId } from './users';

/**
 * 'invoice' numbers a shop's bills; a registered shop's series restart each financial year,
 * one counter a year ('invoice:26-27', product §16).
 */
export type CounterName = 'invoice' | 'bills_version' | `invoice:${string}`;

/**
 * Per-shop counters; invoice numbers are taken from an invoice row under a row lock.
 * 'bills_version' is written by the database itself (triggers of migration 0007): the id of
 * the last transaction that inserted, changed or deleted one of the shop's bills, which
 * answers computed from them are kept under (ADR 012).
 */
export const shopCounters = pgTable(
  'shop_counters',
  {
    tenantId: tenantId(),
    name: text('name').$type<CounterName>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.name] }),
    check(
      'shop_counters_name_check',
      sql`${t.name} in ('invoice', 'bills_version') or ${t.name} ~ '^invoice:[0-9]{2}-[0-9]{2}$'`,
    ),
  ],
);

/** Re-encoded images (WebP), content-addressed, served publicly at /files/{sha256}.webp. */
export const files = pgTable(
  'files',
  {
    tenantId: tenantId(),
    /** Lowercase hex of the stored bytes. */
    sha256: text('sha256').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  // /files/{sha256}.webp finds a shop holding the hash in file_shops first.
  (t) => [primaryKey({ columns: [t.tenantId, t.sha256] })],
);

/**
 * First response of a request sent with an Idempotency-Key header (product §11
 * "Idempotency"), written in the same transaction as the work it answers: a row exists only
 * for finished work.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
