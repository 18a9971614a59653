import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMINDER_FREQUENCIES } from '../constants';
import { addDays } from '../dates/shop-time';
import {
  firstReminderOnOrAfter,
  isReminderDue,
  reminderOccurrence,
  reminderStateOnSave,
  reminderStep,
  type ReminderSeries,
} from './reminder-schedule';

const monthly: ReminderSeries = { start: '2027-01-31', frequency: 'monthly' };

describe('a reminder series', () => {
  it('goes from 31 January to the last day of February, then back to 31 March', () => {
    expect([0, 1, 2, 3].map((k) => reminderOccurrence(monthly, k))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(reminderOccurrence({ start: '2028-01-31', frequency: 'monthly' }, 1)).toBe('2028-02-29');
  });

  it('steps a week or a quarter at a time', () => {
    expect(reminderOccurrence({ start: '2026-12-29', frequency: 'weekly' }, 1)).toBe('2027-01-05');
    expect(reminderOccurrence({ start: '2026-11-30', frequency: 'quarterly' }, 1)).toBe(
      '2027-02-28',
    );
    expect(reminderOccurrence({ start: '2026-11-30', frequency: 'quarterly' }, 2)).toBe(
      '2027-05-30',
    );
  });

  it('finds its first day on or after a given day', () => {
    expect(firstReminderOnOrAfter(monthly, '2027-02-28')).toBe('2027-02-28');
    expect(firstReminderOnOrAfter(monthly, '2027-03-01')).toBe('2027-03-31');
    expect(
      firstReminderOnOrAfter({ start: '2027-01-15', frequency: 'monthly' }, '2027-03-20'),
    ).toBe('2027-04-15');
    expect(firstReminderOnOrAfter({ start: '2027-01-01', frequency: 'none' }, '2027-01-02')).toBe(
      null,
    );
    expect(firstReminderOnOrAfter({ start: '2027-01-05', frequency: 'none' }, '2027-01-02')).toBe(
      '2027-01-05',
    );
  });

  it('answers a day of the series, on or after the day asked, with none of the series between', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(day, day, fc.constantFrom(...REMINDER_FREQUENCIES), (start, asked, frequency) => {
        const series = { start, frequency };
        const found = firstReminderOnOrAfter(series, asked);
        const days = Array.from({ length: 500 }, (_, k) => reminderOccurrence(series, k));
        if (found === null) {
          expect(frequency).toBe('none');
          expect(start < asked).toBe(true);
          return;
        }
        expect(found >= asked).toBe(true);
        expect(days).toContain(found);
        expect(days.filter((d) => d >= asked && d < found)).toEqual([]);
      }),
    );
  });
});

describe('the reminder job, one bill at a time', () => {
  const weekly: ReminderSeries = { start: '2027-03-01', frequency: 'weekly' };

  it('makes one notification on the day, and none on the next run that day', () => {
    const first = reminderStep(weekly, { nextOn: '2027-03-01', notifiedOn: null }, '2027-03-01');
    expect(first).toEqual({
      nextOn: '2027-03-01',
      notifiedOn: '2027-03-01',
      notifyFor: '2027-03-01',
    });
    expect(isReminderDue(first, '2027-03-01')).toBe(false);
    expect(reminderStep(weekly, first, '2027-03-01').notifyFor).toBeNull();
  });

  it('moves a repeating reminder on once its day has passed, and ends a one-off', () => {
    const sent = { nextOn: '2027-03-01', notifiedOn: '2027-03-01' };
    expect(isReminderDue(sent, '2027-03-02')).toBe(true);
    expect(reminderStep(weekly, sent, '2027-03-02')).toEqual({
      nextOn: '2027-03-08',
      notifiedOn: '2027-03-01',
      notifyFor: null,
    });
    const once = { start: '2027-03-01', frequency: 'none' } as const;
    expect(reminderStep(once, sent, '2027-03-02')).toEqual({
      nextOn: null,
      notifiedOn: '2027-03-01',
      notifyFor: null,
    });
  });

  it('sends a day missed while the server was down late, unless the series has reached today', () => {
    const missed = { nextOn: '2027-03-01', notifiedOn: null };
    expect(reminderStep(weekly, missed, '2027-03-03')).toEqual({
      nextOn: '2027-03-08',
      notifiedOn: '2027-03-01',
      notifyFor: '2027-03-01',
    });
    expect(reminderStep(weekly, missed, '2027-03-08')).toEqual({
      nextOn: '2027-03-08',
      notifiedOn: '2027-03-08',
      notifyFor: '2027-03-08',
    });
  });

  it('waits for a day still to come', () => {
    const waiting = { nextOn: '2027-03-08', notifiedOn: null };
    expect(isReminderDue(waiting, '2027-03-07')).toBe(false);
    expect(reminderStep(weekly, waiting, '2027-03-07').notifyFor).toBeNull();
  });

  it('never notifies a day twice, however often and late it runs', () => {
    const day = fc.integer({ min: 0, max: 400 });
    fc.assert(
      fc.property(
        fc.constantFrom(...REMINDER_FREQUENCIES),
        fc.array(day, { minLength: 1, maxLength: 30 }),
        (frequency, gaps) => {
          const series = { start: '2027-01-31', frequency };
          let state = { nextOn: series.start as string | null, notifiedOn: null as string | null };
          let today = '2027-01-01';
          const notified: string[] = [];
          for (const gap of gaps) {
            today = addDays(today, gap % 10);
            const step = reminderStep(series, state, today);
            if (step.notifyFor) notified.push(step.notifyFor);
            state = { nextOn: step.nextOn, notifiedOn: step.notifiedOn };
          }
          expect(new Set(notified).size).toBe(notified.length);
          expect([...notified].sort()).toEqual(notified);
          expect(notified.every((d) => d <= today)).toBe(true);
        },
      ),
    );
  });
});

describe('a saved bill’s reminder', () => {
  const series: ReminderSeries = { start: '2027-03-01', frequency: 'weekly' };
  const progressed = { nextOn: '2027-03-15', notifiedOn: '2027-03-08' };

  it('keeps its progress when the series did not change', () => {
    expect(reminderStateOnSave({ series, state: progressed }, series, '2027-03-10')).toEqual(
      progressed,
    );
  });

  it('starts again from today when the date or frequency changed', () => {
    const changed = { start: '2027-03-02', frequency: 'weekly' } as const;
    expect(reminderStateOnSave({ series, state: progressed }, changed, '2027-03-10')).toEqual({
      nextOn: '2027-03-16',
      notifiedOn: null,
    });
  });

  it('refuses a new or changed one-off reminder whose day has passed', () => {
    const past = { start: '2027-03-01', frequency: 'none' } as const;
    expect(reminderStateOnSave(null, past, '2027-03-10')).toBeNull();
    expect(reminderStateOnSave({ series, state: progressed }, past, '2027-03-10')).toBeNull();
    expect(reminderStateOnSave(null, past, '2027-03-01')).toEqual({
      nextOn: '2027-03-01',
      notifiedOn: null,
    });
  });

  it('keeps a one-off reminder that has already gone out', () => {
    const sent = { start: '2027-03-01', frequency: 'none' } as const;
    const ended = { nextOn: null, notifiedOn: '2027-03-01' };
    expect(reminderStateOnSave({ series: sent, state: ended }, sent, '2027-03-10')).toEqual(ended);
  });

  it('has nothing to send when switched off', () => {
    expect(reminderStateOnSave({ series, state: progressed }, null, '2027-03-10')).toEqual({
      nextOn: null,
      notifiedOn: null,
    });
  });
});
