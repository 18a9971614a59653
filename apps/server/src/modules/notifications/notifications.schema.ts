import { NOTIFICATION_PAGE_SIZE, pageQuery, type NotificationDto } from '@khatabill/domain';
import { z } from 'zod';

export const pendingQuery = pageQuery(NOTIFICATION_PAGE_SIZE);
export const notificationParams = z.object({ id: z.string() });

// Response schemas: they document the answers in /api/docs, and the serializer drops any
// key they do not list.

const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(['bill_reminder', 'followup']),
  shopName: z.string(),
  name: z.string(),
  mobile: z.string(),
  message: z.string(),
  whatsappUrl: z.string(),
  dueOn: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<NotificationDto>;

export const notificationResponse = z.object({ data: notificationSchema });
export const notificationListResponse = z.object({
  data: z.array(notificationSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
