import { AppError, whatsappUrl, type NotificationDto } from '@khatabill/domain';
import type { Database } from '../../db/client';
import { assertIdOr404 } from '../../lib/ids';
import { NOTIFICATION_NOT_FOUND } from '../../messages';
import {
  findNotification,
  listPendingNotifications,
  markNotificationSent,
  type NotificationRow,
} from './notifications.repository';

// The reminder job queues the WhatsApp messages the admin sends.
export { insertNotifications } from './notifications.repository';

/** The admin's queue: messages waiting to be sent, newest first (product §14 "Lists"). */
export async function listPending(
  db: Database,
  { page, limit }: { page: number; limit: number },
): Promise<{ data: NotificationDto[]; total: number; page: number; limit: number }> {
  const { rows, total } = await listPendingNotifications(db, {
    limit,
    offset: (page - 1) * limit,
  });
  return { data: rows.map(toNotificationDto), total, page, limit };
}

/** The admin has sent it; marking one already sent changes nothing. 404 for an unknown id. */
export async function markSent(
  db: Database,
  { notificationId, now }: { notificationId: string; now: Date },
): Promise<NotificationDto> {
  assertIdOr404(notificationId, NOTIFICATION_NOT_FOUND);
  await markNotificationSent(db, { notificationId, now });
  const row = await findNotification(db, { notificationId });
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
  return toNotificationDto(row);
}

function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    _id: row.id,
    kind: row.kind,
    shopName: row.shopName,
    name: row.name,
    mobile: row.mobile,
    message: row.message,
    whatsappUrl: whatsappUrl(row.mobile, row.message),
    dueOn: row.dueOn,
    createdAt: row.createdAt.toISOString(),
  };
}
