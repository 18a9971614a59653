import { REMINDER_NOW_MINUTES, REMIND_BEFORE_MINUTES, type RemindBefore } from '../constants';

const MINUTE_MS = 60_000;

/**
 * The Follow-Up form's hint (product §4 "Follow-up reminder hint"): shown once the scheduled
 * moment is within the remind-before window, so the reminder goes out at once. Within 15
 * minutes it says "Reminder now!", otherwise how many minutes remain until the scheduled
 * moment.
 */
export function followupReminderHint(
  scheduledAt: Date,
  remindBefore: RemindBefore,
  now: Date,
): string | null {
  const minutes = Math.ceil((scheduledAt.getTime() - now.getTime()) / MINUTE_MS);
  if (minutes <= 0 || minutes > REMIND_BEFORE_MINUTES[remindBefore]) return null;
  return minutes <= REMINDER_NOW_MINUTES ? 'Reminder now!' : `Reminder in ${minutes} mins`;
}

/** When a follow-up's notification is due: its time minus the remind-before window. */
export function followupNotifyAt(scheduledAt: Date, remindBefore: RemindBefore): Date {
  return new Date(scheduledAt.getTime() - REMIND_BEFORE_MINUTES[remindBefore] * MINUTE_MS);
}
