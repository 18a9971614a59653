import { paise, type Paise } from '@khatabill/domain';
import { and, count, desc, eq, gte, lte, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expenses } from '../../db/schema';

export type ExpenseRow = typeof expenses.$inferSelect;

export async function insertExpense(
  db: Database,
  { shopId, ...values }: { shopId: string; category: string; amount: Paise; date: string },
): Promise<ExpenseRow> {
  const [row] = await db
    .insert(expenses)
    .values({ tenantId: shopId, ...values })
    .returning();
  if (!row) throw new Error('insert into expenses returned no row');
  return row;
}

/** Σ of the shop's expenses on shop-local days `from`..`to` (inclusive), in paise. */
export async function sumExpenseAmounts(
  db: Database,
  { shopId, from, to }: { shopId: string; from: string; to: string },
): Promise<Paise> {
  const [row] = await db
    .select({ amount: sumOfAmounts })
    .from(expenses)
    .where(and(eq(expenses.tenantId, shopId), gte(expenses.date, from), lte(expenses.date, to)));
  return toPaise(row?.amount);
}

// bigint in SQL, so no row is ever summed as a float; it comes back as text (or a BigInt),
// and paise() refuses anything past 2^53 rather than round it.
const sumOfAmounts = sql<string>`coalesce(sum(${expenses.amount}), 0)::bigint`;
const toPaise = (amount: unknown): Paise => paise(Number(amount ?? 0));

export type ExpensePage = {
  shopId: string;
  /** Shop-local days, both inclusive; null for no bound. */
  from: string | null;
  to: string | null;
  limit: number;
  offset: number;
};

/**
 * One page, newest day first (then newest entered), with how many the filter matches and
 * the Σ of all of them in paise.
 */
export async function listExpensePage(
  db: Database,
  { shopId, from, to, limit, offset }: ExpensePage,
): Promise<{ rows: ExpenseRow[]; total: number; totalAmount: Paise }> {
  const conditions: (SQL | undefined)[] = [eq(expenses.tenantId, shopId)];
  if (from) conditions.push(gte(expenses.date, from));
  if (to) conditions.push(lte(expenses.date, to));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(expenses)
      .where(where)
      .orderBy(desc(expenses.date), desc(expenses.createdAt), desc(expenses.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: count(),
        amount: sumOfAmounts,
      })
      .from(expenses)
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0, totalAmount: toPaise(totals?.amount) };
}

/** Every expense of shop-local days `from`..`to` (inclusive), in the list's order. */
export async function listExpensesOfDays(
  db: Database,
  { shopId, from, to }: { shopId: string; from: string; to: string },
): Promise<ExpenseRow[]> {
  return db
    .select()
    .from(expenses)
    .where(and(eq(expenses.tenantId, shopId), gte(expenses.date, from), lte(expenses.date, to)))
    .orderBy(desc(expenses.date), desc(expenses.createdAt), desc(expenses.id));
}

/** `expenseId` must be a UUID; answers whether a row was deleted. */
export async function deleteExpenseRow(
  db: Database,
  { shopId, expenseId }: { shopId: string; expenseId: string },
): Promise<boolean> {
  const rows = await db
    .delete(expenses)
    .where(and(eq(expenses.tenantId, shopId), eq(expenses.id, expenseId)))
    .returning({ id: expenses.id });
  return rows.length > 0;
}

/** The shop's categories, most used first (then most recently used), at most `limit`. */
export async function listExpenseCategories(
  db: Database,
  { shopId, limit }: { shopId: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ category: expenses.category })
    .from(expenses)
    .where(eq(expenses.tenantId, shopId))
    .groupBy(expenses.category)
    .orderBy(desc(count()), desc(max(expenses.createdAt)), expenses.category)
    .limit(limit);
  return rows.map((row) => row.category);
}
