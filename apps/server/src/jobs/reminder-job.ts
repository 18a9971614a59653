import type { Database } from '../db/client';
import {
  notifyDueBillReminders,
  notifyDueFollowups,
  type ReminderRunCount,
} from '../modules/reminders/reminder-job.service';

/**
 * The reminder job (product §11 "Reminders and notifications"): queues the WhatsApp
 * messages of every shop's due bill reminders and follow-ups, as of `now`. Safe to run from
 * several processes at once: rows are claimed with `FOR UPDATE SKIP LOCKED`, and the
 * notifications' unique index keeps one message per source and day. Answers what each
 * part claimed and queued.
 */
export async function runReminderJob(
  db: Database,
  now: Date,
): Promise<{ billReminders: ReminderRunCount; followups: ReminderRunCount }> {
  const billReminders = await notifyDueBillReminders(db, { now });
  const followups = await notifyDueFollowups(db, { now });
  return { billReminders, followups };
}
