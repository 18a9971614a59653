import {
  addDays,
  addMonthsToDay,
  daysBetween,
  firstOfMonth,
  lastOfMonth,
  startOfShopWeek,
  toShopDay,
  type CalendarDay,
} from '../dates/shop-time';

/** Inclusive shop-local days. */
export type DayRange = { from: CalendarDay; to: CalendarDay };

/** The dashboard's choices (product §2): Today, This Week (Monday to Sunday), and the custom default, this month. */
export function dashboardRanges(
  now: Date,
  timeZone?: string,
): { today: DayRange; week: DayRange; month: DayRange } {
  const today = toShopDay(now, timeZone);
  const monday = toShopDay(startOfShopWeek(now, timeZone), timeZone);
  return {
    today: { from: today, to: today },
    week: { from: monday, to: addDays(monday, 6) },
    month: { from: firstOfMonth(today), to: lastOfMonth(today) },
  };
}

/** Up to this many days a summary's sales series has a bar a day; longer ranges a bar a month. */
export const SALES_SERIES_MAX_DAYS = 62;

export type SalesSeriesUnit = 'day' | 'month';

export function salesSeriesUnit({ from, to }: DayRange): SalesSeriesUnit {
  return daysBetween(from, to) + 1 <= SALES_SERIES_MAX_DAYS ? 'day' : 'month';
}

/**
 * The first day of every bar of a range's series, in order: each day, or the first of each
 * month (the range's own first day for the first bar), so that days without sales show as 0.
 */
export function salesSeriesStarts(range: DayRange): CalendarDay[] {
  const unit = salesSeriesUnit(range);
  const starts: CalendarDay[] = [];
  if (unit === 'day') {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) starts.push(day);
    return starts;
  }
  for (let month = firstOfMonth(range.from); month <= range.to; month = addMonthsToDay(month, 1))
    starts.push(month < range.from ? range.from : month);
  return starts;
}

/** The bar a day belongs to: the day itself, or its month's bar. */
export function salesSeriesStartOf(day: CalendarDay, range: DayRange): CalendarDay {
  if (salesSeriesUnit(range) === 'day') return day;
  const month = firstOfMonth(day);
  return month < range.from ? range.from : month;
}
