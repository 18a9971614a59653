import { z } from 'zod/mini';
import { dataResponse, rupeesDto } from './shared';

/** Count and sales of the bills in one status. */
export const statusSummaryDto = z.object({ count: z.number(), totalAmount: rupeesDto });
export type StatusSummaryDto = z.infer<typeof statusSummaryDto>;

/** Sales of one day (or, over long ranges, one month) of a summary's range. */
export const salesPointDto = z.object({ start: z.string(), totalSales: rupeesDto });
export type SalesPointDto = z.infer<typeof salesPointDto>;

/**
 * The summary of product §3 over shop-local days (product §14): bills not in draft count;
 * sales are Σ (items total − discount). `totalExpenses` and `netProfit` only with the profit
 * feature.
 */
export const summaryDto = z.object({
  from: z.string(),
  to: z.string(),
  count: z.number(),
  totalCustomers: z.number(),
  totalItems: z.number(),
  totalSales: rupeesDto,
  totalExpenses: z.optional(rupeesDto),
  netProfit: z.optional(rupeesDto),
  statusWise: z.object({
    draft: statusSummaryDto,
    under_service: statusSummaryDto,
    completed: statusSummaryDto,
  }),
  /** Sales by day, or by month when the range is longer than SALES_SERIES_MAX_DAYS. */
  series: z.object({ unit: z.enum(['day', 'month']), points: z.array(salesPointDto) }),
  /**
   * A regular GST registration's output tax: the tax of the range's completed tax invoices
   * (product §16), as GSTR-1 reports it. Absent for any other shop.
   */
  outputTax: z.optional(
    z.object({ cgst: rupeesDto, sgst: rupeesDto, igst: rupeesDto, total: rupeesDto }),
  ),
});
export type SummaryDto = z.infer<typeof summaryDto>;

/** The most sold products, by quantity. */
export const topProductDto = z.object({ name: z.string(), sold: z.number() });
export type TopProductDto = z.infer<typeof topProductDto>;

export const summaryResponse = dataResponse(summaryDto);
export const topProductsResponse = dataResponse(z.array(topProductDto));
