import { describe, expect, it } from 'vitest';
import { followupNotifyAt, followupReminderHint } from './follow-up-hint';

const now = new Date('2027-03-01T10:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('the follow-up reminder hint', () => {
  it('says Reminder now! within 15 minutes', () => {
    expect(followupReminderHint(inMinutes(15), '1h', now)).toBe('Reminder now!');
    expect(followupReminderHint(inMinutes(1), '1d', now)).toBe('Reminder now!');
  });

  it('counts the minutes inside the remind-before window', () => {
    expect(followupReminderHint(inMinutes(16), '1h', now)).toBe('Reminder in 16 mins');
    expect(followupReminderHint(inMinutes(60), '1h', now)).toBe('Reminder in 60 mins');
    expect(followupReminderHint(inMinutes(1440), '1d', now)).toBe('Reminder in 1440 mins');
  });

  it('says nothing outside the window or for a time already past', () => {
    expect(followupReminderHint(inMinutes(61), '1h', now)).toBeNull();
    expect(followupReminderHint(inMinutes(1441), '1d', now)).toBeNull();
    expect(followupReminderHint(inMinutes(-5), '1h', now)).toBeNull();
  });

  it('notifies one hour or one day before the time', () => {
    expect(followupNotifyAt(inMinutes(120), '1h')).toEqual(inMinutes(60));
    expect(followupNotifyAt(inMinutes(2000), '1d')).toEqual(inMinutes(560));
  });
});
