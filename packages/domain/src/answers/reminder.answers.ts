import { z } from 'zod/mini';
import { dataResponse } from './shared';

/** A bill whose reminder is due today. */
export const reminderItemDto = z.object({
  billId: z.string(),
  invoiceNumber: z.string(),
  customerName: z.string(),
  /** 10 digits. */
  mobile: z.string(),
  message: z.string(),
});
export type ReminderItemDto = z.infer<typeof reminderItemDto>;

export const reminderListResponse = dataResponse(z.array(reminderItemDto));
