import { LANGUAGE_TAGS, type Language } from '../language/languages';

/** Business days are counted in the shop's zone; India by default (product §10). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** A calendar day in the shop's zone, `YYYY-MM-DD`. */
export type CalendarDay = string;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * India's clock has shown UTC+05:30 all year since 15 October 1945 (the tz database's
 * Asia/Kolkata), so its wall clock is arithmetic: building an Intl formatter was the largest
 * function of Create Bill's first draw on a throttled phone (ADR 024), and reading its parts
 * 2% of a bill save's server time (ADR 013).
 */
const INDIA_OFFSET_MS = 330 * 60_000;
const INDIA_FIXED_SINCE_MS = Date.UTC(1945, 9, 14, 18, 30);

function wallClockOf(instant: Date, timeZone: string): WallClock {
  const epochMs = instant.getTime();
  if (timeZone === DEFAULT_TIME_ZONE && epochMs >= INDIA_FIXED_SINCE_MS) {
    const india = new Date(epochMs + INDIA_OFFSET_MS);
    return {
      year: india.getUTCFullYear(),
      month: india.getUTCMonth() + 1,
      day: india.getUTCDate(),
      hour: india.getUTCHours(),
      minute: india.getUTCMinutes(),
      second: india.getUTCSeconds(),
    };
  }
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const field = (name: string): number => fields[name] ?? 0;
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at `epochMs` (milliseconds). */
function offsetAt(epochMs: number, timeZone: string): number {
  const c = wallClockOf(new Date(epochMs), timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/** The instant at which the zone's clock shows the given wall-clock time. */
function instantOf(wall: WallClock, ms: number, timeZone: string): Date {
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
    ms,
  );
  const firstGuess = asUtc - offsetAt(asUtc, timeZone);
  // Near an offset change the first guess lands on the other side; one correction settles it.
  const offset = offsetAt(firstGuess, timeZone);
  return new Date(asUtc - offset);
}

function parseDay(day: CalendarDay): { year: number; month: number; day: number } {
  const parts = calendarDayParts(day);
  if (!parts) throw new RangeError(`Not a calendar day (YYYY-MM-DD): "${day}"`);
  return parts;
}

function formatDay(year: number, month: number, day: number): CalendarDay {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True for a real `YYYY-MM-DD` date (rejects 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  return calendarDayParts(value) !== null;
}

// Hot: the summary's series parses a day for every bar and every row of sums, so one pattern
// match and one Date, and no string built only to compare.
function calendarDayParts(value: string): { year: number; month: number; day: number } | null {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC reads years 0–99 as 1900–1999: such a year does not round-trip and is refused.
  const date = new Date(Date.UTC(year, month - 1, day));
  const roundTrips =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return roundTrips ? { year, month, day } : null;
}

/** The shop-local calendar day an instant falls on. */
export function toShopDay(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDay {
  const c = wallClockOf(instant, timeZone);
  return formatDay(c.year, c.month, c.day);
}

/** A calendar day as Indian spreadsheets and papers write it: `2026-11-25` → `25-11-2026`. */
export function formatIndianDay(day: CalendarDay): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** The instant the shop-local day begins (00:00 on the shop's clock). */
export function startOfShopDay(day: CalendarDay, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return instantOf({ ...parseDay(day), hour: 0, minute: 0, second: 0 }, 0, timeZone);
}

export function addDays(day: CalendarDay, n: number): CalendarDay {
  const { year, month, day: d } = parseDay(day);
  return new Date(Date.UTC(year, month - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Instants covering the shop-local days `from`..`to`, both inclusive. */
export function shopDayRange(
  from: CalendarDay,
  to: CalendarDay,
  timeZone: string = DEFAULT_TIME_ZONE,
): { start: Date; endExclusive: Date } {
  return {
    start: startOfShopDay(from, timeZone),
    endExclusive: startOfShopDay(addDays(to, 1), timeZone),
  };
}

/** Start (instant) of the shop-local week containing `instant`; weeks begin on Monday. */
export function startOfShopWeek(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const today = toShopDay(instant, timeZone);
  const { year, month, day } = parseDay(today);
  const mondayBased = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return startOfShopDay(addDays(today, -mondayBased), timeZone);
}

/** Start (instant) of the shop-local month containing `instant`. */
export function shopMonthStart(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const { year, month } = wallClockOf(instant, timeZone);
  return startOfShopDay(formatDay(year, month, 1), timeZone);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The same shop-local wall-clock time `n` months later, clamped to the month's last day
 * (Jan 31 + 1 month = Feb 28 or 29).
 */
export function addMonths(instant: Date, n: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const wall = wallClockOf(instant, timeZone);
  const monthIndex = wall.year * 12 + (wall.month - 1) + n;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(wall.day, daysInMonth(year, month));
  const ms = ((instant.getTime() % 1000) + 1000) % 1000;
  return instantOf({ ...wall, year, month, day }, ms, timeZone);
}

/** The same day of the month `n` months later, clamped to that month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonthsToDay(day: CalendarDay, n: number): CalendarDay {
  const { year, month, day: d } = parseDay(day);
  const monthIndex = year * 12 + (month - 1) + n;
  const y = Math.floor(monthIndex / 12);
  const m = (monthIndex % 12) + 1;
  return formatDay(y, m, Math.min(d, daysInMonth(y, m)));
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS,
  );
}

/** Whole calendar months from `from`'s month to `to`'s month, ignoring the days. */
export function monthsBetween(from: CalendarDay, to: CalendarDay): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The first day of the month `day` falls in. */
export function firstOfMonth(day: CalendarDay): CalendarDay {
  const { year, month } = parseDay(day);
  return formatDay(year, month, 1);
}

/** The last day of the month `day` falls in. */
export function lastOfMonth(day: CalendarDay): CalendarDay {
  const { year, month } = parseDay(day);
  return formatDay(year, month, daysInMonth(year, month));
}

/** A shop-local date and time as a `datetime-local` input writes it: `YYYY-MM-DDTHH:mm`. */
export type ShopDateTime = string;

const SHOP_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The shop's wall clock at `instant`, to the minute, as a `datetime-local` value. */
export function toShopDateTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): ShopDateTime {
  const c = wallClockOf(instant, timeZone);
  const hh = String(c.hour).padStart(2, '0');
  const mm = String(c.minute).padStart(2, '0');
  return `${formatDay(c.year, c.month, c.day)}T${hh}:${mm}`;
}

/** The instant a shop-local `datetime-local` value names; null when it is not one. */
export function fromShopDateTime(
  value: ShopDateTime,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date | null {
  const match = value.length === 16 ? SHOP_DATE_TIME.exec(value) : null;
  if (!match || !isCalendarDay(match[1] ?? '')) return null;
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (hour > 23 || minute > 59) return null;
  return instantOf({ ...parseDay(match[1] ?? ''), hour, minute, second: 0 }, 0, timeZone);
}

/** `instant` moved up to the next whole `minutes` step (an instant on a step stays). */
export function roundUpToMinutes(instant: Date, minutes: number): Date {
  const step = minutes * 60_000;
  return new Date(Math.ceil(instant.getTime() / step) * step);
}

/**
 * A date format's Intl options as `language` reads best. Hindi spells months out (its short
 * forms, `नव॰`, read badly) and tells the time by the part of the day, as it is said:
 * `शाम 4:30 बजे`. With am/pm, Intl's Hindi wrote both: `4:30 pm बजे`.
 */
export function dateFormatOptionsIn(
  language: Language,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormatOptions {
  if (language !== 'hi') return options;
  return {
    ...options,
    ...(options.month === 'short' && { month: 'long' }),
    ...(options.hour !== undefined && { dayPeriod: 'short' }),
  };
}

const appointmentFormatters = new Map<string, Intl.DateTimeFormat>();

function appointmentFormatter(timeZone: string, language: Language): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let format = appointmentFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      LANGUAGE_TAGS[language],
      dateFormatOptionsIn(language, {
        timeZone,
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        numberingSystem: 'latn',
      }),
    );
    appointmentFormatters.set(key, format);
  }
  return format;
}

/**
 * An instant on the shop's clock, short as a list or a WhatsApp message needs it:
 * `25 Nov, 11:00 am`, built from its parts so every runtime (Node's ICU, a phone's browser)
 * writes the same text; in Hindi as Intl writes it, `25 नवंबर को सुबह 11:00 बजे`.
 */
export function formatAppointment(
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  language: Language = 'en',
): string {
  const format = appointmentFormatter(timeZone, language);
  if (language !== 'en') return format.format(instant);
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  const period = (part.dayPeriod ?? '').toLowerCase();
  return `${part.day} ${part.month}, ${part.hour}:${part.minute} ${period}`;
}
