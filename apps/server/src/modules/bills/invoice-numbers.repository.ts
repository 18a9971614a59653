import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, shopCounters } from '../../db/schema';

// Every read and write of a shop's 'invoice' counter. It holds the NEXT invoice number to
// hand out; an invoice number is the shop's prefix followed by it (product §11 "Invoice
// numbers"), and no two of a shop's bills share one. A new bill takes its number in the
// statement that inserts it (bills.repository insertNewBill, built by takeInvoiceNumber).

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
 * row, so two concurrent saves never take the same number); `number` is the invoice number
 * made of `prefix` and it, for the bill's insert.
 */
export function takeInvoiceNumber(
  db: Database,
  { shopId, prefix }: { shopId: SQL; prefix: SQLWrapper },
) {
  const counter = db.$with('invoice_counter').as(
    db
      .update(shopCounters)
      .set({ value: sql`${shopCounters.value} + 1` })
      .where(invoiceCounterOf(shopId))
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
  { shopId, prefix }: { shopId: string; prefix: string },
): Promise<void> {
  const [counter] = await db
    .select({ next: shopCounters.value })
    .from(shopCounters)
    .where(invoiceCounterOf(shopId));
  if (!counter) throw new Error(`shop ${shopId} has no invoice counter`);
  const free = await firstFreeNumber(db, { shopId, prefix, from: counter.next });
  await db.update(shopCounters).set({ value: free }).where(invoiceCounterOf(shopId));
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

function invoiceCounterOf(shopId: string | SQL) {
  return and(eq(shopCounters.tenantId, shopId), eq(shopCounters.name, 'invoice'));
}
