import { z } from 'zod';
import { FOLLOWUP_STATUSES, REMIND_BEFORE } from '../constants';
import { optionalText } from './fields';
import { LIMITS, MESSAGES } from './messages';

/** `POST /followups`. The time must lie in the future when the request is checked. */
export const followupInput = z.object({
  customerId: z.uuid({ error: MESSAGES.selectCustomer }),
  productId: z.uuid({ error: MESSAGES.selectService }),
  scheduledAt: z.iso
    .datetime({ offset: true, error: MESSAGES.selectTime })
    .refine((value) => Date.parse(value) > Date.now(), MESSAGES.futureTime),
  remindBefore: z.enum(REMIND_BEFORE, { error: MESSAGES.reminderRequired }),
  notes: optionalText(LIMITS.followupNote).default(''),
});
export type FollowupInput = z.infer<typeof followupInput>;

export const followupStatusInput = z.object({
  status: z.enum(FOLLOWUP_STATUSES, { error: MESSAGES.invalidOption }),
});
export type FollowupStatusInput = z.infer<typeof followupStatusInput>;
