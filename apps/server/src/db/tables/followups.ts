import { FOLLOWUP_STATUSES, REMIND_BEFORE } from '@khatabill/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, products } from './catalog';
import { createdAt, id, madeBy, oneOf, tenantForeignKey, updatedAt } from './columns';
import { tenantId } from './users';

const NOTIFICATION_KINDS = ['bill_reminder', 'followup'] as const;
const NOTIFICATION_STATUSES = ['pending', 'sent'] as const;

export const followups = pgTable(
  'followups',
  {
    tenantId: tenantId(),
    id: id(),
    customerId: uuid('customer_id').notNull(),
    productId: uuid('product_id'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    remindBefore: text('remind_before', { enum: REMIND_BEFORE }).notNull(),
    /** scheduledAt minus remindBefore: when the reminder job picks it up. */
    notifyAt: timestamp('notify_at', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: FOLLOWUP_STATUSES }).notNull().default('scheduled'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    ...madeBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantForeignKey('followups_customer_fk', [t.tenantId, t.customerId], customers).onDelete(
      'cascade',
    ),
    tenantForeignKey('followups_product_fk', [t.tenantId, t.productId], products),
    index('followups_tenant_scheduled_at_idx').on(t.tenantId, t.scheduledAt),
    index('followups_tenant_status_scheduled_at_idx').on(t.tenantId, t.status, t.scheduledAt),
    // The reminder job scans all shops for scheduled follow-ups not yet notified; done and
    // cancelled ones leave the index, so it never grows with the shop's history.
    index('followups_notify_at_idx')
      .on(t.notifyAt)
      .where(sql`${t.notifiedAt} is null and ${t.status} = 'scheduled'`),
    oneOf('followups_remind_before_check', t.remindBefore, REMIND_BEFORE),
    oneOf('followups_status_check', t.status, FOLLOWUP_STATUSES),
  ],
);

/**
 * WhatsApp messages waiting for an admin to send them. One per source and day, so the
 * reminder job can run again (or on several processes) without duplicating messages.
 */
export const notifications = pgTable(
  'notifications',
  {
    tenantId: tenantId(),
    id: id(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The bill or follow-up it was made from. */
    sourceId: uuid('source_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('notifications_tenant_kind_source_due_on_key').on(
      t.tenantId,
      t.kind,
      t.sourceId,
      t.dueOn,
    ),
    index('notifications_status_created_at_idx').on(t.status, t.createdAt),
    // The admin marks one as sent by its id alone, across shops.
    index('notifications_id_idx').on(t.id),
    oneOf('notifications_kind_check', t.kind, NOTIFICATION_KINDS),
    oneOf('notifications_status_check', t.status, NOTIFICATION_STATUSES),
  ],
);
