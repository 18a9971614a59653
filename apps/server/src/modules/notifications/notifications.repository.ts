import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, users } from '../../db/schema';

export type NotificationValues = Pick<
  typeof notifications.$inferInsert,
  'tenantId' | 'kind' | 'sourceId' | 'dueOn' | 'name' | 'mobile' | 'message'
>;

/**
 * Queues messages; one that already exists for its source and day is left as it is (the
 * unique index is the backstop behind the job's row locks). Answers how many were new.
 */
export async function insertNotifications(
  db: Database,
  values: readonly NotificationValues[],
): Promise<number> {
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(notifications)
    .values([...values])
    .onConflictDoNothing({
      target: [
        notifications.tenantId,
        notifications.kind,
        notifications.sourceId,
        notifications.dueOn,
      ],
    })
    .returning({ id: notifications.id });
  return inserted.length;
}

const withShopName = {
  id: notifications.id,
  kind: notifications.kind,
  shopName: users.shopName,
  name: notifications.name,
  mobile: notifications.mobile,
  message: notifications.message,
  dueOn: notifications.dueOn,
  createdAt: notifications.createdAt,
};

export type NotificationRow = NonNullable<Awaited<ReturnType<typeof findNotification>>>;

/** One page of the messages waiting to be sent, across shops, newest first, and how many wait. */
export async function listPendingNotifications(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
) {
  const pending = eq(notifications.status, 'pending');
  const [rows, [counted]] = await Promise.all([
    db
      .select(withShopName)
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.tenantId))
      .where(pending)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(notifications).where(pending),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** `id` must be a UUID. */
export async function findNotification(
  db: Database,
  { notificationId }: { notificationId: string },
) {
  const [row] = await db
    .select(withShopName)
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.tenantId))
    .where(eq(notifications.id, notificationId));
  return row;
}

/** Marks a pending message as sent; one already sent keeps its first `sent_at`. */
export async function markNotificationSent(
  db: Database,
  { notificationId, now }: { notificationId: string; now: Date },
): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 'sent', sentAt: now })
    .where(and(eq(notifications.id, notificationId), eq(notifications.status, 'pending')));
}
