import {
  BILL_STATUSES,
  DISCOUNT_TYPES,
  LEDGER_TYPES,
  PAYMENT_MODES,
  REMINDER_FREQUENCIES,
} from '@khatabill/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './catalog';
import { createdAt, id, madeBy, money, oneOf, tenantForeignKey, updatedAt } from './columns';
import { tenantId } from './users';

/** A bill under GST is a registered shop's: regular (tax invoice) or composition. */
const TAXED_REGISTRATIONS = ['regular', 'composition'] as const;

export const bills = pgTable(
  'bills',
  {
    tenantId: tenantId(),
    id: id(),
    invoiceNumber: text('invoice_number').notNull(),
    customerId: uuid('customer_id'),
    customerName: text('customer_name').notNull(),
    /** 10 digits, no country code. */
    mobile: text('mobile').notNull(),
    status: text('status', { enum: BILL_STATUSES }).notNull(),
    paymentMode: text('payment_mode', { enum: PAYMENT_MODES }).notNull().default('cash'),
    amountPaid: money('amount_paid').notNull(),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    /** Paise for an 'amount' discount, basis points (1250 = 12.5 %) for 'percent'. */
    discountValue: bigint('discount_value', { mode: 'number' }).notNull(),
    // Totals are stored as computed by the service, so lists and summaries never recompute.
    itemsTotal: money('items_total').notNull(),
    discountAmount: money('discount_amount').notNull(),
    advanceAmount: money('advance_amount').notNull(),
    finalTotal: money('final_total').notNull(),
    pending: money('pending').notNull(),
    toReturn: money('to_return').notNull(),
    /** GST on top of prices that exclude it, and the round off (product §16); 0 without GST. */
    taxAndRoundOff: money('tax_and_round_off')
      .notNull()
      .default(sql`0`),
    // A registered shop's bill (product §16), as it was when saved; all null without GST.
    gstRegistration: text('gst_registration', { enum: TAXED_REGISTRATIONS }),
    supplierGstin: text('supplier_gstin'),
    customerGstin: text('customer_gstin'),
    /** What the customer gave for the document (Rule 46); null when nothing was. */
    customerAddress: text('customer_address'),
    /** A GST state code. */
    placeOfSupply: text('place_of_supply'),
    pricesIncludeTax: boolean('prices_include_tax'),
    taxableValue: money('taxable_value'),
    cgst: money('cgst'),
    sgst: money('sgst'),
    igst: money('igst'),
    roundOff: money('round_off'),
    /** Σ item quantities, for the dashboard's Items Sold. */
    itemQuantity: integer('item_quantity').notNull().default(0),
    /** Service Request values, {label: value}. */
    serviceFields: jsonb('service_fields').$type<Record<string, string>>().notNull().default({}),
    /** Service Handling values, {label: value}; the advance is read from here. */
    serviceInfo: jsonb('service_info').$type<Record<string, string>>().notNull().default({}),
    reminderEnabled: boolean('reminder_enabled').notNull().default(false),
    reminderDate: date('reminder_date', { mode: 'string' }),
    reminderMessage: text('reminder_message').notNull().default(''),
    reminderFrequency: text('reminder_frequency', { enum: REMINDER_FREQUENCIES })
      .notNull()
      .default('none'),
    /**
     * The reminder's next day to act on (shop-local), kept by the reminder job: the owner's
     * `reminderDate` stays the start of the series. Null when nothing is left to send.
     */
    reminderNextOn: date('reminder_next_on', { mode: 'string' }),
    /** The last day a notification was made for, so the job makes one per day at most. */
    reminderNotifiedOn: date('reminder_notified_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    /**
     * Public receipt token (16 random bytes, base64url), made at the first non-draft save.
     * Unique across shops through its row in bill_share_tokens, which the receipt reads first.
     */
    shareToken: text('share_token'),
    /** When the bill first left draft: it counts toward the monthly limit from then on. */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    ...madeBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantForeignKey('bills_customer_fk', [t.tenantId, t.customerId], customers),
    uniqueIndex('bills_tenant_invoice_number_key').on(t.tenantId, t.invoiceNumber),
    // A shop's bills by date, with what the dashboard adds up: its summary of a month reads the
    // index alone, not the month's rows spread over the table (ADR 012). Key columns, as
    // Drizzle has no INCLUDE; every read by (shop, created_at) uses it as it did the narrow one.
    index('bills_tenant_created_at_totals_idx').on(
      t.tenantId,
      t.createdAt,
      t.status,
      t.customerId,
      t.itemsTotal,
      t.discountAmount,
      t.itemQuantity,
    ),
    index('bills_tenant_status_created_at_idx').on(t.tenantId, t.status, t.createdAt),
    index('bills_tenant_customer_idx').on(t.tenantId, t.customerId),
    // The Bill Book filtered by who made the bills, newest first.
    index('bills_tenant_created_by_created_at_idx').on(t.tenantId, t.createdBy, t.createdAt),
    // The Bill Book's search (ILIKE '%term%' on each of these columns): one trigram index
    // (pg_trgm) of the three, led by the shop (btree_gin), so a shop's matches are found
    // without reading its other bills. Migration 0005 creates both extensions (ADR 012).
    index('bills_tenant_search_trgm_idx').using(
      'gin',
      t.tenantId,
      t.invoiceNumber.op('gin_trgm_ops'),
      t.customerName.op('gin_trgm_ops'),
      t.mobile.op('gin_trgm_ops'),
    ),
    // The reminder job scans all shops by day; a shop's own list of today's reminders too.
    index('bills_reminder_next_on_idx')
      .on(t.reminderNextOn)
      .where(sql`${t.reminderNextOn} is not null`),
    index('bills_tenant_reminder_next_on_idx')
      .on(t.tenantId, t.reminderNextOn)
      .where(sql`${t.reminderNextOn} is not null`),
    oneOf('bills_status_check', t.status, BILL_STATUSES),
    oneOf('bills_payment_mode_check', t.paymentMode, PAYMENT_MODES),
    oneOf('bills_discount_type_check', t.discountType, DISCOUNT_TYPES),
    oneOf('bills_reminder_frequency_check', t.reminderFrequency, REMINDER_FREQUENCIES),
    oneOf('bills_gst_registration_check', t.gstRegistration, TAXED_REGISTRATIONS),
  ],
);

export const billItems = pgTable(
  'bill_items',
  {
    tenantId: tenantId(),
    id: id(),
    billId: uuid('bill_id').notNull(),
    position: integer('position').notNull(),
    /** The catalog product it was picked from, if any; name and price are copied. */
    productId: uuid('product_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    // A registered shop's line (product §16); all null without GST.
    hsn: text('hsn'),
    unit: text('unit'),
    gstRateBps: integer('gst_rate_bps'),
    taxableValue: money('taxable_value'),
    cgst: money('cgst'),
    sgst: money('sgst'),
    igst: money('igst'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantForeignKey('bill_items_bill_fk', [t.tenantId, t.billId], bills).onDelete('cascade'),
    index('bill_items_tenant_bill_position_idx').on(t.tenantId, t.billId, t.position),
    check('bill_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The bill's status timeline: one row per status change. */
export const billStatusEvents = pgTable(
  'bill_status_events',
  {
    tenantId: tenantId(),
    id: id(),
    billId: uuid('bill_id').notNull(),
    status: text('status', { enum: BILL_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who moved the bill: a new bill's first step is its maker's. */
    ...madeBy(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantForeignKey('bill_status_events_bill_fk', [t.tenantId, t.billId], bills).onDelete(
      'cascade',
    ),
    index('bill_status_events_tenant_bill_at_idx').on(t.tenantId, t.billId, t.at),
    oneOf('bill_status_events_status_check', t.status, BILL_STATUSES),
  ],
);

/**
 * Khata entries: credit = money received from the customer, debit = goods or money given.
 * Entries posted by a bill carry its id and go with it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    tenantId: tenantId(),
    id: id(),
    customerId: uuid('customer_id').notNull(),
    type: text('type', { enum: LEDGER_TYPES }).notNull(),
    amount: money('amount').notNull(),
    note: text('note').notNull().default(''),
    billId: uuid('bill_id'),
    /** A payment recorded by hand; a bill's entries are its maker's (bills.created_by). */
    ...madeBy(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantForeignKey('ledger_entries_customer_fk', [t.tenantId, t.customerId], customers).onDelete(
      'cascade',
    ),
    tenantForeignKey('ledger_entries_bill_fk', [t.tenantId, t.billId], bills).onDelete('cascade'),
    index('ledger_entries_tenant_customer_created_at_idx').on(
      t.tenantId,
      t.customerId,
      t.createdAt,
    ),
    index('ledger_entries_tenant_bill_idx').on(t.tenantId, t.billId),
    oneOf('ledger_entries_type_check', t.type, LEDGER_TYPES),
    check('ledger_entries_amount_check', sql`${t.amount} > 0`),
  ],
);
