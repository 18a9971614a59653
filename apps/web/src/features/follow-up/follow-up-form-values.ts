import { zodResolver } from '@hookform/resolvers/zod';
import {
  followupInput,
  followupReminderHint,
  fromShopDateTime,
  REMINDER_NOW_MINUTES,
  type FollowupInput,
  type RemindBefore,
  type ShopDateTime,
} from '@khatabill/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { toScheduledAt } from '../../lib/schedule-time';
import type { followUpFormMessages } from './messages';

const MINUTE_MS = 60_000;

/** The form as typed: the time on the shop's clock, and nothing chosen until the owner picks. */
export type FollowupFormValues = {
  customerId: string;
  productId: string;
  scheduledAt: ShopDateTime;
  remindBefore: RemindBefore | '';
  notes: string;
};

export const EMPTY_FOLLOWUP: FollowupFormValues = {
  customerId: '',
  productId: '',
  scheduledAt: '',
  remindBefore: '',
  notes: '',
};

/**
 * The server's own schema (product §5 messages), with the picked shop-local time read as the
 * ISO instant the API takes: an empty pick is "Please select a time", a past one
 * "Please choose a future date and time".
 */
const followupFormSchema = z.extend(followupInput, {
  scheduledAt: z.pipe(
    z.transform((value) => (typeof value === 'string' ? toScheduledAt(value) : value)),
    followupInput.shape.scheduledAt,
  ),
});

/** The preprocess types the time's input as unknown; the form's own shape is what it accepts. */
export const followupResolver = zodResolver(followupFormSchema) as Resolver<
  FollowupFormValues,
  unknown,
  FollowupInput
>;

type ReminderHintTexts = Pick<
  ReturnType<typeof followUpFormMessages.get>,
  'reminderNow' | 'reminderIn'
>;

/**
 * "Reminder now!" / "Reminder in N mins" once the picked time is inside its reminder window:
 * the domain's hint decides when, its words come in the language shown.
 */
export function reminderHintOf(
  { scheduledAt, remindBefore }: Pick<FollowupFormValues, 'scheduledAt' | 'remindBefore'>,
  now: Date,
  t: ReminderHintTexts,
): string | null {
  const instant = fromShopDateTime(scheduledAt);
  if (!instant || !remindBefore || !followupReminderHint(instant, remindBefore, now)) return null;
  const minutes = Math.ceil((instant.getTime() - now.getTime()) / MINUTE_MS);
  return minutes <= REMINDER_NOW_MINUTES ? t.reminderNow : t.reminderIn({ minutes });
}
