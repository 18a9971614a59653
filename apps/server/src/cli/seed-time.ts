import { addDays, startOfShopDay, toShopDay, type CalendarDay } from '@khatabill/domain';
import type { Random } from './seed-random';

// Shop-local days of the seeded history, counted back from today: computed once per run, as
// converting a day to an instant in a time zone is slow enough to matter a million times.

export type ShopDays = {
  /** How many days: today and the `count - 1` before it. */
  count: number;
  day(ago: number): CalendarDay;
  /** The instant that day starts in the shop's time zone. */
  startOf(ago: number): Date;
  /** An instant during opening hours (9:00 to 21:00) of that day, never after now. */
  timeOn(ago: number, random: Random): Date;
};

const OPENING_MINUTE = 9 * 60;
const OPEN_MINUTES = 12 * 60;
const MINUTE_MS = 60_000;

export function shopDays({
  now,
  count,
  timeZone,
}: {
  now: Date;
  count: number;
  timeZone: string;
}): ShopDays {
  const today = toShopDay(now, timeZone);
  const days = Array.from({ length: count }, (_, ago) => addDays(today, -ago));
  const starts = days.map((day) => startOfShopDay(day, timeZone).getTime());
  const at = (ago: number, minute: number) =>
    new Date(Math.min(now.getTime(), (starts[ago] ?? NaN) + minute * MINUTE_MS));
  return {
    count,
    day: (ago) => days[ago] ?? addDays(today, -ago),
    startOf: (ago) => new Date(starts[ago] ?? NaN),
    timeOn: (ago, random) => at(ago, OPENING_MINUTE + random.next() * OPEN_MINUTES),
  };
}

/** The last `count` days of `days` (a younger shop's history). */
export function lastDays(days: ShopDays, count: number): ShopDays {
  return { ...days, count: Math.min(count, days.count) };
}

/**
 * `count` instants spread over the days, oldest first, each with its shop-local day: the
 * order in which a shop makes its bills (and so numbers them).
 */
export function* billTimes(
  random: Random,
  days: ShopDays,
  count: number,
): Generator<{ createdAt: Date; day: CalendarDay }> {
  const perDay = new Uint32Array(days.count);
  for (let i = 0; i < count; i += 1) {
    const ago = random.int(0, days.count - 1);
    perDay[ago] = (perDay[ago] ?? 0) + 1;
  }
  for (let ago = days.count - 1; ago >= 0; ago -= 1) {
    const times = Array.from({ length: perDay[ago] ?? 0 }, () => days.timeOn(ago, random));
    times.sort((a, b) => a.getTime() - b.getTime());
    for (const createdAt of times) yield { createdAt, day: days.day(ago) };
  }
}
