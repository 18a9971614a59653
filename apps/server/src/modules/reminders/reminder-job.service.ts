import { reminderStep, toShopDay } from '@khatabill/domain';
import type { Database, Tx } from '../../db/client';
import { billReminderText, followupReminderText } from '../../messages';
import { insertNotifications } from '../notifications/notifications.service';
import { claimDueFollowupRows } from '../followups/followups.service';
import { markFollowupsNotified } from './followup-reminders.repository';
import { claimDueBillReminders, saveReminderProgress } from './reminders.repository';

/** Rows claimed per transaction: short transactions, so saves of those bills wait little. */
const REMINDER_BATCH_SIZE = 200;

/** What a run did: rows it claimed, and the notifications it queued (new ones only). */
export type ReminderRunCount = { claimed: number; queued: number };

/**
 * Runs `claimBatch` in a transaction of its own until a batch comes back short. Each batch
 * leaves its rows no longer due, so the loop ends; rows locked by another process are
 * skipped and that process finishes them.
 */
async function inBatches(
  db: Database,
  claimBatch: (tx: Tx) => Promise<ReminderRunCount>,
): Promise<ReminderRunCount> {
  const total = { claimed: 0, queued: 0 };
  for (;;) {
    const { claimed, queued } = await db.transaction(claimBatch);
    total.claimed += claimed;
    total.queued += queued;
    if (claimed < REMINDER_BATCH_SIZE) return total;
  }
}

/**
 * Bill reminders of every shop (product §11 "Reminders and notifications", ADR 010): each
 * due one takes the domain's `reminderStep` on its shop's today, which may queue one
 * notification and moves the series on.
 */
export async function notifyDueBillReminders(
  db: Database,
  { now }: { now: Date },
): Promise<ReminderRunCount> {
  return inBatches(db, async (tx) => {
    const rows = await claimDueBillReminders(tx, { now, limit: REMINDER_BATCH_SIZE });
    const steps = rows.map((row) => ({
      row,
      step: reminderStep(
        { start: row.start, frequency: row.frequency },
        { nextOn: row.nextOn, notifiedOn: row.notifiedOn },
        row.today,
      ),
    }));
    const queued = await insertNotifications(
      tx,
      steps.flatMap(({ row, step }) =>
        step.notifyFor === null
          ? []
          : [
              {
                tenantId: row.shopId,
                kind: 'bill_reminder' as const,
                sourceId: row.billId,
                dueOn: step.notifyFor,
                name: row.customerName,
                mobile: row.mobile,
                message: billReminderText(row.shopName, row.message),
              },
            ],
      ),
    );
    await saveReminderProgress(
      tx,
      steps.map(({ row, step }) => ({
        shopId: row.shopId,
        billId: row.billId,
        nextOn: step.nextOn,
        notifiedOn: step.notifiedOn,
      })),
    );
    return { claimed: rows.length, queued };
  });
}

/** Follow-ups whose `notify_at` has come (scheduled, not yet notified): one notification each. */
export async function notifyDueFollowups(
  db: Database,
  { now }: { now: Date },
): Promise<ReminderRunCount> {
  return inBatches(db, async (tx) => {
    const rows = await claimDueFollowupRows(tx, { now, limit: REMINDER_BATCH_SIZE });
    const queued = await insertNotifications(
      tx,
      rows.map((row) => ({
        tenantId: row.shopId,
        kind: 'followup' as const,
        sourceId: row.followupId,
        dueOn: toShopDay(row.scheduledAt, row.timeZone),
        name: row.customerName,
        mobile: row.mobile,
        message: followupReminderText(row),
      })),
    );
    await markFollowupsNotified(tx, { followupIds: rows, now });
    return { claimed: rows.length, queued };
  });
}
