import { z } from 'zod/mini';
import { dataResponse, pagedList, rupeesDto } from './shared';

export const expenseDto = z.object({
  _id: z.string(),
  category: z.string(),
  amount: rupeesDto,
  /** Shop-local calendar day, `YYYY-MM-DD`. */
  date: z.string(),
  createdAt: z.string(),
});
export type ExpenseDto = z.infer<typeof expenseDto>;

export const expenseResponse = dataResponse(expenseDto);
/** A page of expenses, with the total of every expense the filter matches, whatever the page. */
export const expenseListResponse = z.extend(pagedList(expenseDto), { totalAmount: rupeesDto });
export type ExpenseListDto = z.infer<typeof expenseListResponse>;
export const expenseCategoriesResponse = dataResponse(z.array(z.string()));
