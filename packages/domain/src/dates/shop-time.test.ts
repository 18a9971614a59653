import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToDay,
  DEFAULT_TIME_ZONE,
  formatAppointment,
  formatIndianDay,
  daysBetween,
  firstOfMonth,
  fromShopDateTime,
  lastOfMonth,
  monthsBetween,
  roundUpToMinutes,
  toShopDateTime,
  isCalendarDay,
  shopDayRange,
  shopMonthStart,
  startOfShopDay,
  startOfShopWeek,
  toShopDay,
} from './shop-time';

describe("India's wall clock", () => {
  const intlClock = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const asShopDateTime = (instant: Date) => intlClock.format(instant).replace(', ', 'T');

  it('reads as the time zone database says, from 1946 to 2200', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1946-01-01T00:00:00Z'),
          max: new Date('2200-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(toShopDateTime(instant)).toBe(asShopDateTime(instant));
          expect(fromShopDateTime(toShopDateTime(instant))?.getTime()).toBe(
            Math.floor(instant.getTime() / 60_000) * 60_000,
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('keeps the war time of 1942-1945 (UTC+06:30) and the change back in October 1945', () => {
    expect(toShopDateTime(new Date('1944-06-01T00:00:00Z'))).toBe('1944-06-01T06:30');
    expect(toShopDateTime(new Date('1945-10-14T17:29:00Z'))).toBe('1945-10-14T23:59');
    expect(toShopDateTime(new Date('1945-10-14T18:30:00Z'))).toBe('1945-10-15T00:00');
  });
});

describe('India day boundaries', () => {
  it('puts a bill made at 00:30 IST on that IST day', () => {
    expect(toShopDay(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
    expect(toShopDay(new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31');
    expect(toShopDay(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
  });

  it('starts an IST day at 18:30 UTC the evening before', () => {
    expect(startOfShopDay('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it('covers both ends of a day range', () => {
    const { start, endExclusive } = shopDayRange('2026-04-01', '2026-04-30');
    expect(start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(endExclusive.toISOString()).toBe('2026-04-30T18:30:00.000Z');
  });

  it('places every instant inside the range of its own shop day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (instant) => {
          const day = toShopDay(instant);
          const { start, endExclusive } = shopDayRange(day, day);
          expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(instant.getTime()).toBeLessThan(endExclusive.getTime());
        },
      ),
    );
  });

  it('starts the week on Monday and the month on the 1st, in IST', () => {
    // Sunday 5 April 2026, 23:00 IST.
    const sundayNight = new Date('2026-04-05T17:30:00Z');
    expect(startOfShopWeek(sundayNight).toISOString()).toBe('2026-03-29T18:30:00.000Z');
    // Monday 6 April 2026, 00:30 IST.
    expect(startOfShopWeek(new Date('2026-04-05T19:00:00Z')).toISOString()).toBe(
      '2026-04-05T18:30:00.000Z',
    );
    expect(shopMonthStart(new Date('2026-03-31T19:00:00Z')).toISOString()).toBe(
      '2026-03-31T18:30:00.000Z',
    );
  });
});

describe('other time zones', () => {
  it('follows daylight saving time in the given zone', () => {
    // New York moved to EDT on 8 March 2026: that day started in EST (UTC−5).
    expect(startOfShopDay('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfShopDay('2026-03-09', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(toShopDay(new Date('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-08');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('clamps to the end of a shorter month', () => {
    const jan31 = startOfShopDay('2026-01-31');
    expect(toShopDay(addMonths(jan31, 1))).toBe('2026-02-28');
    expect(toShopDay(addMonths(startOfShopDay('2024-01-31'), 1))).toBe('2024-02-29');
    expect(toShopDay(addMonths(jan31, 12))).toBe('2027-01-31');
    expect(toShopDay(addMonths(startOfShopDay('2026-03-31'), -1))).toBe('2026-02-28');
  });

  it('keeps the time of day', () => {
    expect(addMonths(new Date('2026-04-15T10:20:30.456Z'), 1).toISOString()).toBe(
      '2026-05-15T10:20:30.456Z',
    );
  });

  it('validates calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-00-10')).toBe(false);
    expect(isCalendarDay('2026-12-00')).toBe(false);
    expect(isCalendarDay('0050-01-01')).toBe(false);
    expect(() => startOfShopDay('2026-13-01')).toThrow(RangeError);
  });
});

describe('calendar-day arithmetic', () => {
  it('adds months to a day, clamped to the month’s last day', () => {
    expect(addMonthsToDay('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsToDay('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDay('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonthsToDay('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonthsToDay('2027-03-15', -3)).toBe('2026-12-15');
  });

  it('counts days and months between two days', () => {
    expect(daysBetween('2027-02-27', '2027-03-01')).toBe(2);
    expect(daysBetween('2027-03-01', '2027-02-27')).toBe(-2);
    expect(monthsBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(firstOfMonth('2027-02-14')).toBe('2027-02-01');
    expect(lastOfMonth('2028-02-14')).toBe('2028-02-29');
  });
});

describe('shop-local date and time', () => {
  it('reads a datetime-local value on India’s clock, and writes one back', () => {
    const instant = fromShopDateTime('2027-03-02T00:15');
    expect(instant?.toISOString()).toBe('2027-03-01T18:45:00.000Z');
    expect(toShopDateTime(new Date('2027-03-01T18:45:30Z'))).toBe('2027-03-02T00:15');
  });

  it('refuses what is not a date and time', () => {
    for (const value of [
      '2027-02-30T10:00',
      '2027-03-01T24:00',
      '2027-03-01 10:00',
      'x'.repeat(10_000),
    ])
      expect(fromShopDateTime(value)).toBeNull();
  });

  it('rounds an instant up to the next quarter hour, on India’s clock too', () => {
    const rounded = roundUpToMinutes(new Date('2027-03-01T04:31:10Z'), 15);
    expect(rounded.toISOString()).toBe('2027-03-01T04:45:00.000Z');
    expect(toShopDateTime(rounded)).toBe('2027-03-01T10:15');
    const onStep = new Date('2027-03-01T04:45:00Z');
    expect(roundUpToMinutes(onStep, 15)).toEqual(onStep);
  });
});

describe('an appointment on the shop clock', () => {
  it('reads as day, month and a 12-hour time in India', () => {
    expect(formatAppointment(new Date('2026-11-25T05:30:00Z'))).toBe('25 Nov, 11:00 am');
    expect(formatAppointment(new Date('2026-11-25T18:45:00Z'))).toBe('26 Nov, 12:15 am');
    expect(formatAppointment(new Date('2026-11-25T08:05:00Z'))).toBe('25 Nov, 1:35 pm');
  });

  it('reads in Hindi with the part of the day and बजे once, never am/pm beside it', () => {
    const hindi = (iso: string) => formatAppointment(new Date(iso), DEFAULT_TIME_ZONE, 'hi');
    expect(hindi('2026-11-25T05:30:00Z')).toBe('25 नवंबर को सुबह 11:00 बजे');
    expect(hindi('2026-11-25T18:45:00Z')).toBe('26 नवंबर को रात 12:15 बजे');
    expect(hindi('2026-11-25T08:05:00Z')).toBe('25 नवंबर को दोपहर 1:35 बजे');
    expect(hindi('2026-11-25T14:00:00Z')).toBe('25 नवंबर को शाम 7:30 बजे');
  });
});

describe('a day in the Indian order', () => {
  it('writes day, month and year', () => {
    expect(formatIndianDay('2026-11-05')).toBe('05-11-2026');
    expect(formatIndianDay('2027-01-31')).toBe('31-01-2027');
  });
});
