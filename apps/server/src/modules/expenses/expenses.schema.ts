import { dayFilteredListQuery } from '@khatabill/domain';
import { z } from 'zod';

const EXPENSE_PAGE_SIZE = 100;

/** `GET /expenses/all?from&to&page&limit`: shop-local days, both inclusive. */
export const expenseListQuery = dayFilteredListQuery(EXPENSE_PAGE_SIZE);
export type ExpenseListQuery = z.infer<typeof expenseListQuery>;

// Malformed ids are answered 404 by the service, like an id of another shop.
export const expenseParams = z.object({ id: z.string() });
