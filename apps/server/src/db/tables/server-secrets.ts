import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Secrets the server makes for itself when the environment gives none (the JWT signing
 * key). Kept in the database, not beside it, so that a backup restores them (sessions stay
 * valid) and every server process on one PostgreSQL signs and checks with the same key.
 * Not a tenant table: in a cluster it is a small reference table.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
