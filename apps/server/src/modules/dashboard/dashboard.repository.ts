import { paise, type BillStatus, type CalendarDay, type Paise } from '@khatabill/domain';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { billItems, bills } from '../../db/schema';

/** The shop's bills created in `[start, endExclusive)`. */
export type BillWindow = { shopId: string; start: Date; endExclusive: Date };

/** The bills of one status made on one shop-local day. */
export type DayStatusTotals = {
  status: BillStatus;
  day: CalendarDay;
  count: number;
  sales: Paise;
  items: number;
};
export type ProductSold = { name: string; sold: number };

// Sums of bigint columns come back as text (node-postgres) or numbers (PGlite); paise()
// refuses anything beyond 2^53 rather than round it.
const toPaise = (value: unknown): Paise => paise(Number(value));

/** A bill's sales: its items total less its discount (product §14 "Summary"). */
const billSales = sql`${bills.itemsTotal} - ${bills.discountAmount}`;

function inWindow({ shopId, start, endExclusive }: BillWindow) {
  return and(
    eq(bills.tenantId, shopId),
    gte(bills.createdAt, start),
    lt(bills.createdAt, endExclusive),
  );
}

const notDraft = ne(bills.status, 'draft');

/**
 * Count, sales and items sold per status and shop-local day (absent when none): few enough
 * rows (at most statuses × days) for the summary's totals, statuses and series to be added
 * up from them.
 */
export async function sumBillsByStatusAndDay(
  db: Database,
  window: BillWindow & { timeZone: string },
): Promise<DayStatusTotals[]> {
  return (
    db
      .select({
        status: bills.status,
        // A date comes back as its 'YYYY-MM-DD' text from both drivers, like the date columns;
        // formatting it per row (to_char) would double the time of a year's summary.
        day: sql<CalendarDay>`(${bills.createdAt} at time zone ${window.timeZone}::text)::date`,
        count: sql`count(*)`.mapWith(Number),
        sales: sql`sum(${billSales})`.mapWith(toPaise),
        items: sql`sum(${bills.itemQuantity})`.mapWith(Number),
      })
      .from(bills)
      .where(inWindow(window))
      // By position: the time zone is a parameter, and a repeated one would not match the select's.
      .groupBy(sql`1, 2`)
  );
}

/** How many different customers the bills not in draft were made for. */
export async function countBilledCustomers(db: Database, window: BillWindow): Promise<number> {
  const [row] = await db
    .select({ customers: sql`count(distinct ${bills.customerId})`.mapWith(Number) })
    .from(bills)
    .where(and(inWindow(window), notDraft));
  return row?.customers ?? 0;
}

/**
 * The most sold items of the bills not in draft, by Σ quantity, one line per name whatever
 * its case or spaces, named as most recently sold.
 *
 * The items are read bill by bill through their (tenant, bill) index, so the work follows the
 * window's bills, not the shop's whole history. As a plain join the planner prefers to hash
 * every item the shop ever sold (twice as slow at 100 000 bills, and slower every month);
 * `offset 0` keeps the lateral subquery from being flattened into such a join.
 */
export async function listTopProducts(
  db: Database,
  window: BillWindow & { limit: number },
): Promise<ProductSold[]> {
  const rows = await queryRows(
    db,
    sql`select (array_agg(trim(item.name) order by ${bills.createdAt} desc, item.position desc))[1] as name,
          sum(item.quantity) as sold
        from ${bills}
        cross join lateral (
          select ${billItems.name}, ${billItems.quantity}, ${billItems.position}
          from ${billItems}
          where ${billItems.tenantId} = ${bills.tenantId} and ${billItems.billId} = ${bills.id}
          offset 0
        ) as item
        where ${inWindow(window)} and ${notDraft}
        group by lower(trim(item.name))
        order by sold desc, lower(trim(item.name))
        limit ${window.limit}`,
  );
  return rows.map((row) => ({ name: String(row.name), sold: Number(row.sold) }));
}

/** The tax of the window's completed tax invoices (product §16): what GSTR-1 reports. */
export type OutputTax = { cgst: Paise; sgst: Paise; igst: Paise };

export async function sumOutputTax(db: Database, window: BillWindow): Promise<OutputTax> {
  const [row] = await db
    .select({
      cgst: sql`coalesce(sum(${bills.cgst}), 0)`.mapWith(toPaise),
      sgst: sql`coalesce(sum(${bills.sgst}), 0)`.mapWith(toPaise),
      igst: sql`coalesce(sum(${bills.igst}), 0)`.mapWith(toPaise),
    })
    .from(bills)
    .where(
      and(inWindow(window), eq(bills.status, 'completed'), eq(bills.gstRegistration, 'regular')),
    );
  return row ?? { cgst: paise(0), sgst: paise(0), igst: paise(0) };
}
