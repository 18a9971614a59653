import { randomUUID } from 'node:crypto';
import {
  addDays,
  DEFAULT_REMINDER_MESSAGE,
  followupNotifyAt,
  REMIND_BEFORE,
  reminderStateOnSave,
  type BillStatus,
  type CalendarDay,
  type FollowupStatus,
} from '@khatabill/domain';
import type { bills, followups } from '../db/schema';
import type { Random } from './seed-random';
import type { SeedShop } from './seed-shop';

// The seeded reminders: a few bills remind their customer (some of them today), and shops
// book follow-ups, done or cancelled in the past and scheduled ahead.

type ReminderColumns = Pick<
  typeof bills.$inferInsert,
  | 'reminderEnabled'
  | 'reminderDate'
  | 'reminderMessage'
  | 'reminderFrequency'
  | 'reminderNextOn'
  | 'reminderNotifiedOn'
>;

const NO_REMINDER: ReminderColumns = {
  reminderEnabled: false,
  reminderDate: null,
  reminderMessage: '',
  reminderFrequency: 'none',
  reminderNextOn: null,
  reminderNotifiedOn: null,
};

/**
 * One bill in 25 (not drafts) has a reminder from a day after it was made. Its state is
 * where the reminder job has brought it by today: the next day of the series, or, for a
 * one-off whose day has passed, sent on that day.
 */
export function reminderOf(
  random: Random,
  status: BillStatus,
  { day, today }: { day: CalendarDay; today: CalendarDay },
): ReminderColumns {
  if (status === 'draft' || !random.chance(0.04)) return NO_REMINDER;
  const series = {
    start: addDays(day, random.int(1, 45)),
    frequency: random.weighted({ none: 4, weekly: 2, monthly: 3, quarterly: 1 }),
  };
  const state = reminderStateOnSave(null, series, today) ?? {
    nextOn: null,
    notifiedOn: series.start,
  };
  return {
    reminderEnabled: true,
    reminderDate: series.start,
    reminderMessage: DEFAULT_REMINDER_MESSAGE,
    reminderFrequency: series.frequency,
    reminderNextOn: state.nextOn,
    reminderNotifiedOn: state.notifiedOn,
  };
}

const FOLLOWUP_NOTES = [
  'Service due',
  'Membership renewal',
  'Check the repair',
  'दोबारा कॉल करें',
  '',
];
const HOUR_MS = 3_600_000;

/**
 * About one follow-up for every 40 bills: the past ones done or cancelled (and notified
 * when their time came), the coming month's scheduled. None waits for the reminder job.
 */
export function makeFollowups(
  random: Random,
  shop: SeedShop,
  { count, now }: { count: number; now: Date },
): (typeof followups.$inferInsert)[] {
  const span = now.getTime() - shop.createdAt.getTime();
  return Array.from({ length: count }, () => {
    const upcoming = random.chance(0.25);
    const scheduledAt = upcoming
      ? new Date(now.getTime() + random.int(2, 30 * 24) * HOUR_MS)
      : new Date(shop.createdAt.getTime() + random.next() * span);
    const remindBefore = random.pick(REMIND_BEFORE);
    const notifyAt = followupNotifyAt(scheduledAt, remindBefore);
    const status: FollowupStatus = upcoming
      ? 'scheduled'
      : random.weighted({ done: 80, cancelled: 20 });
    const createdAt = new Date(
      Math.min(now.getTime(), scheduledAt.getTime()) - random.int(1, 240) * HOUR_MS,
    );
    return {
      tenantId: shop.id,
      id: randomUUID(),
      customerId: random.pick(shop.customers).id,
      productId: random.chance(0.7) ? random.pick(shop.products).id : null,
      scheduledAt,
      remindBefore,
      notifyAt,
      notes: random.pick(FOLLOWUP_NOTES),
      status,
      // A scheduled one whose reminder time has come was notified then; so were past ones.
      notifiedAt: notifyAt.getTime() <= now.getTime() ? notifyAt : null,
      createdAt: new Date(Math.max(createdAt.getTime(), shop.createdAt.getTime())),
      updatedAt: new Date(Math.min(now.getTime(), scheduledAt.getTime())),
    };
  });
}
