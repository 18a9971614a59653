import { z } from 'zod/mini';
import { REMIND_BEFORE, type FollowupStatus } from '../constants';
import { optionalText } from './fields';
import { LIMITS, MESSAGES } from './messages';

/** `2026-04-10T10:00:00.000+05:30` is 29 characters; the cap comes before the pattern (ADR 009). */
const MAX_INSTANT_TEXT = 40;

/** An ISO instant with its offset, later than now when checked. */
const futureInstant = z
  .pipe(
    z
      .string({ error: MESSAGES.selectTime })
      .check(z.maxLength(MAX_INSTANT_TEXT, MESSAGES.selectTime)),
    z.iso.datetime({ offset: true, error: MESSAGES.selectTime }),
  )
  .check(z.refine((value) => Date.parse(value) > Date.now(), MESSAGES.futureTime));

/** `POST /followups`. The time must lie in the future when the request is checked. */
export const followupInput = z.object({
  customerId: z.uuid({ error: MESSAGES.selectCustomer }),
  productId: z.uuid({ error: MESSAGES.selectService }),
  scheduledAt: futureInstant,
  remindBefore: z.enum(REMIND_BEFORE, { error: MESSAGES.reminderRequired }),
  notes: z._default(optionalText(LIMITS.followupNote), ''),
});
export type FollowupInput = z.infer<typeof followupInput>;

/** Where a scheduled follow-up can go (product §4); a postponed one needs its new time. */
export const FOLLOWUP_STATUS_CHANGES = [
  'done',
  'cancelled',
  'postponed',
] as const satisfies readonly FollowupStatus[];

/** Only a scheduled follow-up takes a status change (product §4 "Follow-up status"). */
export function canChangeFollowup(status: FollowupStatus): boolean {
  return status === 'scheduled';
}

/**
 * `PATCH /followups/{id}/status`. Postponing names the new time: the follow-up is kept as
 * postponed and a scheduled one is made at that time (ADR 010).
 */
export const followupStatusInput = z
  .object({
    status: z.enum(FOLLOWUP_STATUS_CHANGES, { error: MESSAGES.invalidOption }),
    scheduledAt: z.optional(futureInstant),
  })
  .check(
    z.superRefine((change, ctx) => {
      if (change.status === 'postponed' && !change.scheduledAt) {
        ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: MESSAGES.selectTime });
      }
    }),
  );
export type FollowupStatusInput = z.infer<typeof followupStatusInput>;
