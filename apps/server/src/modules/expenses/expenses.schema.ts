import { dayFilteredListQuery, type ExpenseDto } from '@khatabill/domain';
import { z } from 'zod';

const EXPENSE_PAGE_SIZE = 100;

/** `GET /expenses/all?from&to&page&limit`: shop-local days, both inclusive. */
export const expenseListQuery = dayFilteredListQuery(EXPENSE_PAGE_SIZE);
export type ExpenseListQuery = z.infer<typeof expenseListQuery>;

// Malformed ids are answered 404 by the service, like an id of another shop.
export const expenseParams = z.object({ id: z.string() });

// Response schemas: they document the answers in /api/docs, and the serializer drops any
// key they do not list.

const expenseSchema = z.object({
  _id: z.string(),
  category: z.string(),
  amount: z.number(),
  date: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<ExpenseDto>;

export const expenseResponse = z.object({ data: expenseSchema });
export const expenseListResponse = z.object({
  data: z.array(expenseSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Σ of every expense the filter matches, in rupees, whatever the page. */
  totalAmount: z.number(),
});
export const expenseCategoriesResponse = z.object({ data: z.array(z.string()) });
