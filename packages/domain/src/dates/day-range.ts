import { MESSAGES } from '../schemas/messages';
import { daysBetween, isCalendarDay, type CalendarDay } from './shop-time';

/** The longest span a summary or list may cover: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

/**
 * What is wrong with a range of two valid days, or null: From on or before To, at most
 * MAX_RANGE_DAYS days apart (both inclusive). The request schemas and the screens share it.
 */
export function dayRangeOrderError(from: CalendarDay, to: CalendarDay): string | null {
  if (from > to) return MESSAGES.rangeOrder;
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) return MESSAGES.rangeTooLong;
  return null;
}

/**
 * What is wrong with a required From/To range as typed ('' when empty), or null: the
 * messages `summaryQuery` answers with, checked without zod (a screen that only checks
 * two dates need not load it).
 */
export function dayRangeError(from: string, to: string): string | null {
  if (!from || !to) return MESSAGES.dateRequired;
  if (!isCalendarDay(from) || !isCalendarDay(to)) return MESSAGES.invalidDate;
  return dayRangeOrderError(from, to);
}
