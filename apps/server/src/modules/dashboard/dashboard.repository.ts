import { paise, type BillStatus, type CalendarDay, type Paise } from '@khatabill/domain';
import { and, asc, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billItems, bills, expenses } from '../../db/schema';

/** The shop's bills created in `[start, endExclusive)`. */
export type BillWindow = { shopId: string; start: Date; endExclusive: Date };

export type StatusTotals = { status: BillStatus; count: number; sales: Paise; items: number };
export type DaySales = { day: CalendarDay; sales: Paise };
export type ProductSold = { name: string; sold: number };

// Sums of bigint columns come back as text (node-postgres) or numbers (PGlite); paise()
// refuses anything beyond 2^53 rather than round it.
const toPaise = (value: unknown): Paise => paise(Number(value));

/** A bill's sales: its items total less its discount (DESIGN.md §7 "Summary"). */
const billSales = sql`${bills.itemsTotal} - ${bills.discountAmount}`;

function inWindow({ shopId, start, endExclusive }: BillWindow) {
  return and(
    eq(bills.tenantId, shopId),
    gte(bills.createdAt, start),
    lt(bills.createdAt, endExclusive),
  );
}

const notDraft = ne(bills.status, 'draft');

/** Count, sales and items sold per status (statuses without bills are absent). */
export async function sumBillsByStatus(db: Database, window: BillWindow): Promise<StatusTotals[]> {
  return db
    .select({
      status: bills.status,
      count: sql`count(*)`.mapWith(Number),
      sales: sql`sum(${billSales})`.mapWith(toPaise),
      items: sql`sum(${bills.itemQuantity})`.mapWith(Number),
    })
    .from(bills)
    .where(inWindow(window))
    .groupBy(bills.status);
}

/** How many different customers the bills not in draft were made for. */
export async function countBilledCustomers(db: Database, window: BillWindow): Promise<number> {
  const [row] = await db
    .select({ customers: sql`count(distinct ${bills.customerId})`.mapWith(Number) })
    .from(bills)
    .where(and(inWindow(window), notDraft));
  return row?.customers ?? 0;
}

/** Sales of the bills not in draft per shop-local day (days without sales are absent). */
export async function sumSalesByDay(
  db: Database,
  window: BillWindow & { timeZone: string },
): Promise<DaySales[]> {
  return (
    db
      .select({
        day: sql<CalendarDay>`to_char(${bills.createdAt} at time zone ${window.timeZone}::text, 'YYYY-MM-DD')`,
        sales: sql`sum(${billSales})`.mapWith(toPaise),
      })
      .from(bills)
      .where(and(inWindow(window), notDraft))
      // By position: the time zone is a parameter, and a repeated one would not match the select's.
      .groupBy(sql`1`)
  );
}

/**
 * Σ of the shop's expenses dated `from`..`to` (inclusive). A read of the dashboard's own:
 * the expenses module owns writing them.
 */
export async function sumExpenses(
  db: Database,
  { shopId, from, to }: { shopId: string; from: CalendarDay; to: CalendarDay },
): Promise<Paise> {
  const [row] = await db
    .select({ total: sql`coalesce(sum(${expenses.amount}), 0)`.mapWith(toPaise) })
    .from(expenses)
    .where(and(eq(expenses.tenantId, shopId), gte(expenses.date, from), lte(expenses.date, to)));
  return row?.total ?? paise(0);
}

/**
 * The most sold items of the bills not in draft, by Σ quantity, one line per name whatever
 * its case or spaces, named as most recently sold.
 */
export async function listTopProducts(
  db: Database,
  window: BillWindow & { limit: number },
): Promise<ProductSold[]> {
  const key = sql`lower(trim(${billItems.name}))`;
  const sold = sql`sum(${billItems.quantity})`;
  return db
    .select({
      name: sql<string>`(array_agg(trim(${billItems.name}) order by ${bills.createdAt} desc, ${billItems.position} desc))[1]`,
      sold: sold.mapWith(Number),
    })
    .from(billItems)
    .innerJoin(bills, and(eq(bills.tenantId, billItems.tenantId), eq(bills.id, billItems.billId)))
    .where(and(eq(billItems.tenantId, window.shopId), inWindow(window), notDraft))
    .groupBy(key)
    .orderBy(desc(sold), asc(key))
    .limit(window.limit);
}
