import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * A customer's statement link (`/s/{token}`, product §15 "Customer statement link") → the
 * shop and customer it shows, one per customer. A look-up that names no shop up front, made
 * like the other public look-ups (bill share tokens, deal slugs): keyed by the token alone, no
 * tenant_id and no foreign key, so a cluster keeps it as a reference table (ADR 016, 017). A
 * reset replaces the row, so the old token finds nothing; a link whose customer is gone finds
 * nothing either (the page joins the customer).
 */
export const statementLinks = pgTable(
  'statement_links',
  {
    /** 16 random bytes, base64url (22 characters). */
    token: text('token').primaryKey(),
    shopId: uuid('shop_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('statement_links_shop_customer_key').on(t.shopId, t.customerId)],
);
