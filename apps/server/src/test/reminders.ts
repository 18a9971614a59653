import {
  followupNotifyAt,
  startOfShopDay,
  toShopDay,
  type CalendarDay,
  type FollowupStatus,
  type RemindBefore,
} from '@khatabill/domain';
import { sql } from 'drizzle-orm';
import type { App } from '../app';
import { queryRows, type Database } from '../db/client';
import { followups } from '../db/schema';
import { runReminderJob } from '../jobs/reminder-job';
import { billPayload, type BillPayload } from './bills';

/** Requests and checks the reminder and notification suites share. */

/** The shop's (India's) day now, as the API computes it. */
export function shopToday(): CalendarDay {
  return toShopDay(new Date());
}

/** An instant `hours` into the shop-local `day` (noon by default). */
export function duringShopDay(day: CalendarDay, hours = 12): Date {
  return new Date(startOfShopDay(day).getTime() + hours * 3_600_000);
}

/** A completed bill with an enabled reminder; `reminder` overrides its fields. */
export function billWithReminder(
  reminder: { date: string | null; frequency?: string; message?: string; enabled?: boolean },
  overrides: BillPayload = {},
): BillPayload {
  return billPayload({
    reminder: {
      enabled: true,
      message: 'Time for your bike service',
      frequency: 'none',
      ...reminder,
    },
    ...overrides,
  });
}

/** Where the bill's reminder series stands, as stored. */
export async function reminderStateOf(
  app: App,
  billId: string,
): Promise<{ nextOn: string | null; notifiedOn: string | null }> {
  const [row] = await queryRows(
    app.db,
    sql`select reminder_next_on::text as next_on, reminder_notified_on::text as notified_on
        from bills where id = ${billId}`,
  );
  if (!row) throw new Error(`bill ${billId} is not stored`);
  return { nextOn: row.next_on as string | null, notifiedOn: row.notified_on as string | null };
}

export type StoredNotification = {
  kind: string;
  dueOn: string;
  name: string;
  mobile: string;
  message: string;
  status: string;
};

/** The notifications made from a bill or follow-up, in the order of their days. */
export async function notificationsFrom(
  app: { db: Database },
  sourceId: string,
): Promise<StoredNotification[]> {
  const rows = await queryRows(
    app.db,
    sql`select kind, due_on::text as due_on, name, mobile, message, status
        from notifications where source_id = ${sourceId} order by due_on`,
  );
  return rows.map((row) => ({
    kind: String(row.kind),
    dueOn: String(row.due_on),
    name: String(row.name),
    mobile: String(row.mobile),
    message: String(row.message),
    status: String(row.status),
  }));
}

/** Runs the reminder job as of `now`, like the scheduler does each minute. */
export function runJobAt(app: App, now: Date) {
  return runReminderJob(app.db, now);
}

/**
 * A follow-up row as the follow-ups API stores it (`notify_at` from the domain), written
 * straight to the database so the job's suites need no more than that.
 */
export async function insertFollowup(
  app: App,
  values: {
    shopId: string;
    customerId: string;
    productId: string | null;
    scheduledAt: Date;
    remindBefore?: RemindBefore;
    status?: FollowupStatus;
  },
): Promise<string> {
  const { shopId, remindBefore = '1h', ...rest } = values;
  const [row] = await app.db
    .insert(followups)
    .values({
      ...rest,
      tenantId: shopId,
      remindBefore,
      notifyAt: followupNotifyAt(values.scheduledAt, remindBefore),
    })
    .returning({ id: followups.id });
  if (!row) throw new Error('insert into followups returned no row');
  return row.id;
}
