import { financialYearOf, gstInvoiceSeries } from '@khatabill/domain';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, shopCounters } from '../../db/schema';
import type { CounterName } from '../../db/tables/shop-data';

// Every read and write of a shop's invoice counters. One holds the NEXT invoice number to
// hand out; an invoice number is the shop's prefix followed by it (product §11 "Invoice
// numbers"), and no two of a shop's bills share one. A shop without GST numbers from its
// 'invoice' counter; a registered shop from one counter a financial year ('invoice:26-27'),
// made by the year's first bill, after a prefix that carries the year (product §16). A new
// bill takes its number in the statement that inserts it (bills.repository insertNewBill,
// built by takeInvoiceNumber).

export async function createInvoiceCounter(
  db: Database,
  { shopId, next }: { shopId: string; next: number },
): Promise<void> {
  await db.insert(shopCounters).values({ tenantId: shopId, name: 'invoice', value: next });
}

/** Moves the counter up to `next` when it is behind; a number already handed out is never reused. */
export async function raiseInvoiceCounter(
  db: Database,
  { shopId, next }: { shopId: string; next: number },
): Promise<void> {
  await db
    .update(shopCounters)
    .set({ value: sql`greatest(${shopCounters.value}, ${next})` })
    .where(invoiceCounterOf(shopId));
}

/**
 * A new bill's invoice number, for the statement that inserts the bill: `counter` is a CTE
 * that takes the counter's number and moves the counter on (its update locks the counter
 * row, so two concurrent saves never take the same number; a year's counter that does not
 * exist yet is made, handing out 1); `number` is the invoice number made of `prefix` and
 * it, for the bill's insert.
 */
export function takeInvoiceNumber(
  db: Database,
  { shopId, counterName, prefix }: { shopId: SQL; counterName: SQL; prefix: SQLWrapper },
) {
  const counter = db.$with('invoice_counter').as(
    db
      .insert(shopCounters)
      .values({ tenantId: shopId, name: counterName, value: 2 })
      .onConflictDoUpdate({
        target: [shopCounters.tenantId, shopCounters.name],
        set: { value: sql`${shopCounters.value} + 1` },
      })
      .returning({ number: sql<number>`${shopCounters.value} - 1`.as('number') }),
  );
  const number = sql`${prefix}::text || (select ${counter.number} from ${counter})::text`;
  return { counter, number };
}

/**
 * Moves the invoice counter past every number a bill of the shop already has after
 * `prefix`. A prefix change can make `prefix + n` spell a number taken under an older prefix
 * ("A1" + 1 and "A" + 11 are both A11): the bill's statement then inserts nothing, and this
 * lets the next try take a free number, so billing never stops. The caller holds the shop's
 * lock.
 */
export async function moveInvoiceCounterPastTaken(
  db: Database,
  { shopId, counterName, prefix }: { shopId: string; counterName: CounterName; prefix: string },
): Promise<void> {
  const [counter] = await db
    .select({ next: shopCounters.value })
    .from(shopCounters)
    .where(invoiceCounterOf(shopId, counterName));
  if (!counter) throw new Error(`shop ${shopId} has no ${counterName} counter`);
  const free = await firstFreeNumber(db, { shopId, prefix, from: counter.next });
  await db.update(shopCounters).set({ value: free }).where(invoiceCounterOf(shopId, counterName));
}

/** The smallest number from `from` on that no bill of the shop uses after `prefix`. */
async function firstFreeNumber(
  db: Database,
  { shopId, prefix, from }: { shopId: string; prefix: string; from: number },
): Promise<number> {
  // Only digits with no leading zero: "A" + "011" is never a number the counter makes.
  const suffix = sql`substr(${bills.invoiceNumber}, length(${prefix}) + 1)`;
  const rows = await db
    .select({ suffix: sql<string>`${suffix}` })
    .from(bills)
    .where(
      and(
        eq(bills.tenantId, shopId),
        sql`starts_with(${bills.invoiceNumber}, ${prefix})`,
        sql`${suffix} ~ '^[1-9][0-9]{0,14}$'`,
      ),
    );
  const used = new Set(rows.map((row) => Number(row.suffix)));
  let number = from;
  while (used.has(number)) number += 1;
  return number;
}

function invoiceCounterOf(shopId: string | SQL, name: CounterName = 'invoice') {
  return and(eq(shopCounters.tenantId, shopId), eq(shopCounters.name, name));
}

/**
 * Where a new bill's number comes from: for a registered shop, the financial year's series
 * (`INV/26-27/` + the year's counter), else the shop's prefix and its 'invoice' counter.
 */
export function invoiceSeriesOf({
  invoicePrefix,
  registered,
  day,
}: {
  invoicePrefix: string;
  registered: boolean;
  /** The bill's day in the shop's time zone. */
  day: string;
}): { counterName: CounterName; prefix: string } {
  if (!registered) return { counterName: 'invoice', prefix: invoicePrefix };
  const year = financialYearOf(day).label;
  return { counterName: `invoice:${year}`, prefix: gstInvoiceSeries(invoicePrefix, year) };
}
