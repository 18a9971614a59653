import {
  AppError,
  MESSAGES,
  reminderStateOnSave,
  type CalendarDay,
  type ReminderFrequency,
  type ReminderSeries,
} from '@khatabill/domain';

/** A bill's reminder as stored: the series runs only while it is enabled with a date. */
type StoredReminder = {
  reminderEnabled: boolean;
  reminderDate: string | null;
  reminderFrequency: ReminderFrequency;
  reminderNextOn: string | null;
  reminderNotifiedOn: string | null;
};

export type ReminderProgressColumns = Pick<StoredReminder, 'reminderNextOn' | 'reminderNotifiedOn'>;

/**
 * Where a saved bill's reminder series stands (ADR 010): an unchanged series keeps its
 * progress, a new or changed one starts from the shop's `today`. A new or changed one-off
 * reminder whose day has passed is a 400 on `reminder.date`.
 */
export function reminderProgressOnSave({
  stored,
  reminder,
  today,
}: {
  stored: StoredReminder | null;
  reminder: { enabled: boolean; date: string | null; frequency: ReminderFrequency } | null;
  today: CalendarDay;
}): ReminderProgressColumns {
  const previous = stored && {
    series: seriesOf(stored.reminderEnabled, stored.reminderDate, stored.reminderFrequency),
    state: { nextOn: stored.reminderNextOn, notifiedOn: stored.reminderNotifiedOn },
  };
  const series = reminder && seriesOf(reminder.enabled, reminder.date, reminder.frequency);
  const state = reminderStateOnSave(previous, series, today);
  if (state === null) {
    throw new AppError('VALIDATION', MESSAGES.reminderDatePast, {
      errors: { 'reminder.date': MESSAGES.reminderDatePast },
    });
  }
  return { reminderNextOn: state.nextOn, reminderNotifiedOn: state.notifiedOn };
}

function seriesOf(
  enabled: boolean,
  start: string | null,
  frequency: ReminderFrequency,
): ReminderSeries | null {
  return enabled && start ? { start, frequency } : null;
}
