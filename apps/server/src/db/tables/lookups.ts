import { pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// The look-ups that name no shop up front: a login by mobile, a public receipt by its token,
// a deal by its slug or id, an image by its hash. Each key is unique across shops here, so
// the tenant tables need no global unique key, and each row names the shop (and row) to read
// next by (tenant_id, id). A cluster keeps these small tables as reference tables, on every
// node (ADR 016). A reference table cannot hold a foreign key into a distributed one, so
// these have none: each row is written in the same transaction as the row it points at.

/**
 * Mobile (E.164) → account: one account per mobile, a shop's owner, its staff or an admin.
 * A staff member's row names the shop (`user_id`) and the member (`members`, by
 * (user_id, member_id)); an owner's or admin's has no member.
 */
export const accountMobiles = pgTable('account_mobiles', {
  mobile: text('mobile').primaryKey(),
  userId: uuid('user_id').notNull(),
  memberId: uuid('member_id'),
});

/** A bill's public receipt token → the bill, made at its first non-draft save. */
export const billShareTokens = pgTable('bill_share_tokens', {
  shareToken: text('share_token').primaryKey(),
  shopId: uuid('shop_id').notNull(),
  billId: uuid('bill_id').notNull(),
});

/** A deal's public addresses (its slug, or its id) → the deal. */
export const campaignSlugs = pgTable(
  'campaign_slugs',
  {
    slug: text('slug').primaryKey(),
    shopId: uuid('shop_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
  },
  (t) => [uniqueIndex('campaign_slugs_campaign_id_key').on(t.campaignId)],
);

/** Which shops hold an image: /files/{sha256}.webp serves any one's copy of the same bytes. */
export const fileShops = pgTable(
  'file_shops',
  {
    sha256: text('sha256').notNull(),
    shopId: uuid('shop_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.shopId] })],
);
