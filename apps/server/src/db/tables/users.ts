import {
  DEFAULT_COUNTRY,
  DEFAULT_INVOICE_PREFIX,
  DEFAULT_INVOICE_START_NUMBER,
  DEFAULT_LANGUAGE,
  DEFAULT_TIME_ZONE,
  LANGUAGES,
  PLANS,
  type BillingMode,
  type GstSettings,
  type ShopLocation,
  type StoredCustomField,
  type UserRole,
} from '@khatabill/domain';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';

const USER_ROLES = ['shop', 'admin'] as const satisfies readonly UserRole[];

/**
 * The tenant root: a role-'shop' user IS the shop, and its id is the tenant_id of every
 * row it owns. Admins are rows with role 'admin' and own nothing. Settings live here as
 * columns because they are read with the user on every request.
 */
export const users = pgTable(
  'users',
  {
    id: id().primaryKey(),
    name: text('name').notNull(),
    shopName: text('shop_name').notNull(),
    /** E.164, e.g. +919876543210. One account per mobile, through account_mobiles. */
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('shop'),
    plan: text('plan', { enum: PLANS }).notNull().default('starter'),
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    lastBillingReset: timestamp('last_billing_reset', { withTimezone: true })
      .notNull()
      .defaultNow(),
    billingCount: integer('billing_count').notNull().default(0),
    followupCount: integer('followup_count').notNull().default(0),
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /**
     * The shop's language (product §15 "Hindi and the shop's language"): its app after login,
     * its customers' pages and texts.
     */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    location: jsonb('location')
      .$type<ShopLocation>()
      .notNull()
      .default({ address: '', city: '', state: '', pincode: '', country: DEFAULT_COUNTRY }),
    greetingMessage: text('greeting_message').notNull().default(''),
    footerNote: text('footer_note').notNull().default(''),
    billingMode: jsonb('billing_mode').$type<BillingMode[]>().notNull().default(['product']),
    businessType: text('business_type'),
    // Fields saved before receipt visibility existed lack the flag: read them with
    // `withReceiptDefault` (ADR 006), so no migration has to rewrite shops' settings.
    serviceFields: jsonb('service_fields').$type<StoredCustomField[]>().notNull().default([]),
    serviceDetails: jsonb('service_details').$type<StoredCustomField[]>().notNull().default([]),
    invoicePrefix: text('invoice_prefix').notNull().default(DEFAULT_INVOICE_PREFIX),
    invoiceStartNumber: integer('invoice_start_number')
      .notNull()
      .default(DEFAULT_INVOICE_START_NUMBER),
    upiId: text('upi_id').notNull().default(''),
    /** Settings → GST (product §16); null until the shop first saves it, read as unregistered. */
    gst: jsonb('gst').$type<GstSettings>(),
    /** sha256 of the logo's row in `files` (tenant = this user). */
    shopImage: text('shop_image'),
    /** The owner's last login, shown beside the staff's (product §17). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('users_role_check', t.role, USER_ROLES),
    oneOf('users_plan_check', t.plan, PLANS),
    oneOf('users_language_check', t.language, LANGUAGES),
  ],
);

/** Owner of a row: the shop user. Deleting a shop deletes everything it owns. */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
