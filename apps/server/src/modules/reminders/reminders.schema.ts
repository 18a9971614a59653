import type { ReminderItemDto } from '@khatabill/domain';
import { z } from 'zod';

// Response schema: it documents the answer in /api/docs, and the serializer drops any key
// it does not list.

const reminderItemSchema = z.object({
  billId: z.string(),
  invoiceNumber: z.string(),
  customerName: z.string(),
  mobile: z.string(),
  message: z.string(),
}) satisfies z.ZodType<ReminderItemDto>;

export const reminderListResponse = z.object({ data: z.array(reminderItemSchema) });
