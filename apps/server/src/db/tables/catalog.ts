import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt } from './columns';
import { tenantId } from './users';

export const customers = pgTable(
  'customers',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    /** Lowercased name, for prefix search. */
    nameAlias: text('name_alias').notNull(),
    /** 10 digits, no country code. */
    mobile: text('mobile').notNull(),
    /** Σ credits − Σ debits of the customer's ledger entries, kept in the same transaction. */
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('customers_tenant_mobile_key').on(t.tenantId, t.mobile),
    index('customers_tenant_name_alias_idx').on(t.tenantId, t.nameAlias),
    // Prefix search (LIKE 'ab%') can use these whatever the database collation is; the
    // names' one also hands out the prefix matches in its order (ADR 012), so the top ten
    // are the index's first ten rather than a sort of every match.
    index('customers_tenant_name_alias_c_idx').on(t.tenantId, sql`${t.nameAlias} collate "C"`),
    index('customers_tenant_mobile_pattern_idx').on(t.tenantId, t.mobile.op('text_pattern_ops')),
    // Who owes the most: the dashboard's total due and its Collect list.
    index('customers_tenant_due_idx')
      .on(t.tenantId, t.balance)
      .where(sql`${t.balance} < 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    // GST (product §16), copied onto a bill line when it is picked; null when not set.
    hsn: text('hsn'),
    /** Basis points; null: the shop's default rate. */
    gstRateBps: integer('gst_rate_bps'),
    unit: text('unit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('products_tenant_name_idx').on(t.tenantId, t.name),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    tenantId: tenantId(),
    id: id(),
    category: text('category').notNull(),
    amount: money('amount').notNull(),
    /** Shop-local calendar day, YYYY-MM-DD. */
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('expenses_tenant_date_idx').on(t.tenantId, t.date),
  ],
);
