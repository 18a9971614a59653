import type { ReminderFrequency } from '../constants';
import {
  addDays,
  addMonthsToDay,
  daysBetween,
  monthsBetween,
  type CalendarDay,
} from '../dates/shop-time';

// A bill's reminder is a series of shop-local days (product §11 "Reminders and
// notifications"): the owner's date, then every week, month or quarter after it. Months are
// counted from the owner's date each time, so 31 January gives 28 (or 29) February and
// then 31 March, never a series that drifts to the 28th.

export type ReminderSeries = { start: CalendarDay; frequency: ReminderFrequency };

const MONTHS_APART = { monthly: 1, quarterly: 3 } as const;

/** The series' `k`-th day (k = 0 is the owner's date). */
export function reminderOccurrence({ start, frequency }: ReminderSeries, k: number): CalendarDay {
  if (frequency === 'none') return start;
  if (frequency === 'weekly') return addDays(start, 7 * k);
  return addMonthsToDay(start, MONTHS_APART[frequency] * k);
}

/** The series' first day on or after `day`; null when a one-off reminder's day has passed. */
export function firstReminderOnOrAfter(
  series: ReminderSeries,
  day: CalendarDay,
): CalendarDay | null {
  const { start, frequency } = series;
  if (start >= day) return start;
  if (frequency === 'none') return null;
  if (frequency === 'weekly') return addDays(start, 7 * Math.ceil(daysBetween(start, day) / 7));
  // The occurrence in `day`'s month (or the period's first month after it) may still fall
  // before `day` (the 15th when `day` is the 20th): then the next one is the answer.
  let k = Math.ceil(monthsBetween(start, day) / MONTHS_APART[frequency]);
  while (reminderOccurrence(series, k) < day) k += 1;
  return reminderOccurrence(series, k);
}

/** Where a reminder stands: the day it waits for, and the last day it was sent for. */
export type ReminderState = { nextOn: CalendarDay | null; notifiedOn: CalendarDay | null };

export type ReminderStep = ReminderState & {
  /** The day to make a notification for now, or null for none. */
  notifyFor: CalendarDay | null;
};

/**
 * What the reminder job does with one bill's reminder on the shop's `today`: on its day it
 * makes one notification; once the day has passed, the series moves to its next day (a
 * one-off reminder ends). A day missed while the server was down is still sent, late,
 * unless the series has reached today, whose notification covers it.
 */
export function reminderStep(
  series: ReminderSeries,
  { nextOn, notifiedOn }: ReminderState,
  today: CalendarDay,
): ReminderStep {
  if (nextOn === null || nextOn > today) return { nextOn, notifiedOn, notifyFor: null };
  if (nextOn === today) {
    const notifyFor = notifiedOn === today ? null : today;
    return { nextOn, notifiedOn: today, notifyFor };
  }
  const following = firstReminderOnOrAfter(series, today);
  const notifyFor = following === today ? today : notifiedOn === nextOn ? null : nextOn;
  return { nextOn: following, notifiedOn: notifyFor ?? notifiedOn, notifyFor };
}

/** Whether the job has anything to do for this reminder on `today` (the claim's condition). */
export function isReminderDue({ nextOn, notifiedOn }: ReminderState, today: CalendarDay): boolean {
  return nextOn !== null && (nextOn < today || (nextOn === today && notifiedOn !== today));
}

/**
 * The state a saved bill's reminder starts from. An unchanged series keeps its progress
 * (editing the notes never sends a reminder twice, and a one-off reminder that has already
 * gone out stays as it is); a new or changed one starts at its first day from `today` on.
 * Null when a new or changed one-off reminder's day has passed: the save refuses it.
 */
export function reminderStateOnSave(
  previous: { series: ReminderSeries | null; state: ReminderState } | null,
  series: ReminderSeries | null,
  today: CalendarDay,
): ReminderState | null {
  if (series === null) return { nextOn: null, notifiedOn: null };
  if (
    previous?.series &&
    previous.series.start === series.start &&
    previous.series.frequency === series.frequency
  ) {
    return previous.state;
  }
  const nextOn = firstReminderOnOrAfter(series, today);
  return nextOn === null ? null : { nextOn, notifiedOn: null };
}
