import {
  AppError,
  formatIndianDay,
  paiseToRupees,
  rupeesToPaise,
  type ExpenseDto,
  type ExpenseInput,
  type ExpenseListDto,
  type SummaryQuery,
} from '@khatabill/domain';
import type { CsvRow } from '../../lib/csv';
import type { Database } from '../../db/client';
import { getShopAllowedTo } from '../shops/shops.service';
import {
  deleteExpenseRow,
  insertExpense,
  listExpenseCategories,
  listExpensePage,
  listExpensesOfDays,
  type ExpenseRow,
} from './expenses.repository';
import type { ExpenseListQuery } from './expenses.schema';
import { EXPENSE_NOT_FOUND } from '../../messages';
import { assertIdOr404 } from '../../lib/ids';

// Expenses (product §2 "/expenses"). An expired starter cannot open them: every call checks the
// plan first (403), before it reads or writes anything.

// The dashboard's Expenses and Profit, which it asks for only when the plan shows them.
export { sumExpenseAmounts } from './expenses.repository';

/** How many of its own categories the form suggests. */
const CATEGORY_SUGGESTIONS = 20;

type ShopCall = { shopId: string; now: Date };

export async function createExpense(
  db: Database,
  { shopId, now, input }: ShopCall & { input: ExpenseInput },
): Promise<ExpenseDto> {
  await getShopAllowedTo(db, { shopId, section: 'expenses', now });
  const row = await insertExpense(db, {
    shopId,
    category: input.category,
    amount: rupeesToPaise(input.amount),
    date: input.date,
  });
  return toExpenseDto(row);
}

/** A page of the shop's expenses on the chosen shop-local days, and the total of all of them. */
export async function listExpenses(
  db: Database,
  { shopId, now, query }: ShopCall & { query: ExpenseListQuery },
): Promise<ExpenseListDto> {
  await getShopAllowedTo(db, { shopId, section: 'expenses', now });
  const { from, to, page, limit } = query;
  const { rows, total, totalAmount } = await listExpensePage(db, {
    shopId,
    from: from ?? null,
    to: to ?? null,
    limit,
    offset: (page - 1) * limit,
  });
  return {
    data: rows.map(toExpenseDto),
    total,
    page,
    limit,
    totalAmount: paiseToRupees(totalAmount),
  };
}

export const EXPENSE_CSV_HEADER = ['Date', 'Category', 'Amount'] as const;

/** The expenses of a range of days, as CSV rows (a shop's year of expenses is a short list). */
export async function exportExpenses(
  db: Database,
  { shopId, now, query }: ShopCall & { query: SummaryQuery },
): Promise<CsvRow[]> {
  await getShopAllowedTo(db, { shopId, section: 'expenses', now });
  const rows = await listExpensesOfDays(db, { shopId, ...query });
  return rows.map((row) => [formatIndianDay(row.date), row.category, paiseToRupees(row.amount)]);
}

export async function deleteExpense(
  db: Database,
  { shopId, now, expenseId }: ShopCall & { expenseId: string },
): Promise<void> {
  await getShopAllowedTo(db, { shopId, section: 'expenses', now });
  assertIdOr404(expenseId, EXPENSE_NOT_FOUND);
  if (!(await deleteExpenseRow(db, { shopId, expenseId }))) {
    throw new AppError('NOT_FOUND', EXPENSE_NOT_FOUND);
  }
}

/** The shop's own categories, most used first (the form adds the domain's suggestions). */
export async function listCategories(db: Database, { shopId, now }: ShopCall): Promise<string[]> {
  await getShopAllowedTo(db, { shopId, section: 'expenses', now });
  return listExpenseCategories(db, { shopId, limit: CATEGORY_SUGGESTIONS });
}

function toExpenseDto(row: ExpenseRow): ExpenseDto {
  return {
    _id: row.id,
    category: row.category,
    amount: paiseToRupees(row.amount),
    date: row.date,
    createdAt: row.createdAt.toISOString(),
  };
}
