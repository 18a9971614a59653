import { z } from 'zod';
import { dayRangeOrderError } from '../dates/day-range';
import { isCalendarDay } from '../dates/shop-time';
import { MESSAGES } from './messages';

/** A shop-local `YYYY-MM-DD` query value; empty means no bound. */
const optionalDay = z
  .string()
  .trim()
  .max(10, MESSAGES.invalidDate)
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isCalendarDay(value), MESSAGES.invalidDate);

const requiredDay = z
  .string({ error: MESSAGES.dateRequired })
  .trim()
  .min(1, MESSAGES.dateRequired)
  .max(10, MESSAGES.invalidDate)
  .refine(isCalendarDay, MESSAGES.invalidDate);

type Range = { from?: string | undefined; to?: string | undefined };

/** From on or before To, at most MAX_RANGE_DAYS days apart (both inclusive). */
function checkRange(range: Range, ctx: z.RefinementCtx): void {
  const { from, to } = range;
  if (!from || !to || !isCalendarDay(from) || !isCalendarDay(to)) return;
  const message = dayRangeOrderError(from, to);
  if (message) ctx.addIssue({ code: 'custom', path: ['to'], message });
}

/** `GET /bills/summary?from&to`: shop-local days, both inclusive. */
export const summaryQuery = z
  .object({ from: requiredDay, to: requiredDay })
  .superRefine(checkRange);
export type SummaryQuery = z.infer<typeof summaryQuery>;

/**
 * A CSV export of bills: a required range of shop-local days (at most MAX_RANGE_DAYS, so a
 * mistyped year is a clear 400, not a ten-year download) and the Bill Book's search.
 */
export const billExportQuery = z
  .object({
    from: requiredDay,
    to: requiredDay,
    search: z.string().trim().max(100, MESSAGES.tooLong(100)).optional(),
  })
  .superRefine(checkRange);
export type BillExportQuery = z.infer<typeof billExportQuery>;

/** `?page&limit` of a paged list: page from 1, at most `pageSize` rows (the default). */
export function pageQuery(pageSize: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(pageSize).default(pageSize),
  });
}

/** A list filtered by optional shop-local days, paged. */
export function dayFilteredListQuery(pageSize: number) {
  return pageQuery(pageSize).extend({ from: optionalDay, to: optionalDay }).superRefine(checkRange);
}
