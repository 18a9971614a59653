import type { StatusSummaryDto, SummaryDto, TopProductDto } from '@khatabill/domain';
import { z } from 'zod';

// Response schemas: they document the answers in /api/docs, and the serializer drops any
// key they do not list.

const statusSummarySchema = z.object({
  count: z.number(),
  totalAmount: z.number(),
}) satisfies z.ZodType<StatusSummaryDto>;

const summarySchema = z.object({
  from: z.string(),
  to: z.string(),
  count: z.number(),
  totalCustomers: z.number(),
  totalItems: z.number(),
  totalSales: z.number(),
  /** Present only with the profit feature (DESIGN.md §3). */
  totalExpenses: z.number().optional(),
  netProfit: z.number().optional(),
  statusWise: z.object({
    draft: statusSummarySchema,
    under_service: statusSummarySchema,
    completed: statusSummarySchema,
  }),
  series: z.object({
    unit: z.enum(['day', 'month']),
    points: z.array(z.object({ start: z.string(), totalSales: z.number() })),
  }),
}) satisfies z.ZodType<SummaryDto>;

export const summaryResponse = z.object({ data: summarySchema });

export const topProductsResponse = z.object({
  data: z.array(
    z.object({ name: z.string(), sold: z.number() }) satisfies z.ZodType<TopProductDto>,
  ),
});
