import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, tenantForeignKey, updatedAt } from './columns';
import { tenantId } from './users';

/** Deals a shop publishes; public pages find them by slug. */
export const campaigns = pgTable(
  'campaigns',
  {
    tenantId: tenantId(),
    id: id(),
    /** Unique across shops through its row in campaign_slugs, which public pages read first. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** sha256 of a row in `files` of the same shop. */
    bannerImage: text('banner_image'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    contactPhone: text('contact_phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('campaigns_deadline_idx').on(t.deadline),
  ],
);

export const campaignItems = pgTable(
  'campaign_items',
  {
    tenantId: tenantId(),
    id: id(),
    campaignId: uuid('campaign_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** sha256 of a row in `files` of the same shop. */
    image: text('image'),
    originalPrice: money('original_price').notNull(),
    offerPrice: money('offer_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantForeignKey('campaign_items_campaign_fk', [t.tenantId, t.campaignId], campaigns).onDelete(
      'cascade',
    ),
    index('campaign_items_tenant_campaign_position_idx').on(t.tenantId, t.campaignId, t.position),
  ],
);
