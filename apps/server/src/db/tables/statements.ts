import { pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './catalog';
import { createdAt, tenantForeignKey } from './columns';
import { tenantId } from './users';

/**
 * A customer's statement link (`/s/{token}`, issue 14): a lookup from the public token to
 * the shop and customer, one row per customer. Keyed by the token alone because the public
 * page knows nothing else; a reset replaces the row, so the old token finds nothing (ADR 017).
 */
export const statementLinks = pgTable(
  'statement_links',
  {
    /** 16 random bytes, base64url (22 characters). */
    token: text('token').notNull(),
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.token] }),
    uniqueIndex('statement_links_tenant_customer_key').on(t.tenantId, t.customerId),
    tenantForeignKey('statement_links_customer_fk', [t.tenantId, t.customerId], customers).onDelete(
      'cascade',
    ),
  ],
);
