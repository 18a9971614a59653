import { z } from 'zod/mini';
import { dayRangeOrderError } from '../dates/day-range';
import { isCalendarDay } from '../dates/shop-time';
import { MESSAGES } from './messages';

/** A shop-local `YYYY-MM-DD` query value; empty means no bound. */
const optionalDay = z
  .pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(10, MESSAGES.invalidDate))),
    z.transform((value) => value || undefined),
  )
  .check(z.refine((value) => value === undefined || isCalendarDay(value), MESSAGES.invalidDate));

const requiredDay = z
  .string({ error: MESSAGES.dateRequired })
  .check(
    z.trim(),
    z.minLength(1, MESSAGES.dateRequired),
    z.maxLength(10, MESSAGES.invalidDate),
    z.refine(isCalendarDay, MESSAGES.invalidDate),
  );

type Range = { from?: string | undefined; to?: string | undefined };

/** From on or before To, at most MAX_RANGE_DAYS days apart (both inclusive). */
function checkRange(range: Range, ctx: z.core.$RefinementCtx): void {
  const { from, to } = range;
  if (!from || !to || !isCalendarDay(from) || !isCalendarDay(to)) return;
  const message = dayRangeOrderError(from, to);
  if (message) ctx.addIssue({ code: 'custom', path: ['to'], message });
}

/** `GET /bills/summary?from&to`: shop-local days, both inclusive. */
export const summaryQuery = z
  .object({ from: requiredDay, to: requiredDay })
  .check(z.superRefine(checkRange));
export type SummaryQuery = z.infer<typeof summaryQuery>;

/**
 * A CSV export of bills: a required range of shop-local days (at most MAX_RANGE_DAYS, so a
 * mistyped year is a clear 400, not a ten-year download) and the Bill Book's search.
 */
export const billExportQuery = z
  .object({
    from: requiredDay,
    to: requiredDay,
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, MESSAGES.tooLong(100)))),
  })
  .check(z.superRefine(checkRange));
export type BillExportQuery = z.infer<typeof billExportQuery>;

/** `?page&limit` of a paged list: page from 1; limit from 1 to `maxPageSize`, else `pageSize`. */
export function pageQuery(pageSize: number, maxPageSize = pageSize) {
  return z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(maxPageSize)), pageSize),
  });
}

/** A list filtered by optional shop-local days, paged. */
export function dayFilteredListQuery(pageSize: number) {
  return z
    .extend(pageQuery(pageSize), { from: optionalDay, to: optionalDay })
    .check(z.superRefine(checkRange));
}
