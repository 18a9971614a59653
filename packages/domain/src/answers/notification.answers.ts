import { z } from 'zod/mini';
import { dataResponse, pagedList } from './shared';

/** A message waiting in the admin's queue. */
export const notificationDto = z.object({
  _id: z.string(),
  kind: z.enum(['bill_reminder', 'followup']),
  shopName: z.string(),
  name: z.string(),
  /** 10 digits. */
  mobile: z.string(),
  message: z.string(),
  whatsappUrl: z.string(),
  /** The shop-local day it is for. */
  dueOn: z.string(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const notificationResponse = dataResponse(notificationDto);
export const notificationListResponse = pagedList(notificationDto);
