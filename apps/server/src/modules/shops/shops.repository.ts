import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, shopCounters } from '../../db/schema';

// The 'invoice' counter holds the NEXT invoice number to hand out; an invoice number is the
// shop's prefix followed by it (DESIGN.md §7), and no two of a shop's bills share one.

export async function createInvoiceCounter(
  db: Database,
  shopId: string,
  next: number,
): Promise<void> {
  await db.insert(shopCounters).values({ tenantId: shopId, name: 'invoice', value: next });
}

/** Moves the counter up to `next` when it is behind; a number already handed out is never reused. */
export async function raiseInvoiceCounter(
  db: Database,
  shopId: string,
  next: number,
): Promise<void> {
  await db
    .update(shopCounters)
    .set({ value: sql`greatest(${shopCounters.value}, ${next})` })
    .where(invoiceCounterOf(shopId));
}

/**
 * Takes the next invoice number. The update locks the counter row, so two concurrent saves
 * never take the same one. A prefix change can make `prefix + n` spell a number taken under
 * an older prefix ("A1" + 1 and "A" + 11 are both A11): the same statement tells, and then
 * the counter moves past every taken number in this transaction, so billing never stops.
 */
export async function takeInvoiceNumber(
  db: Database,
  { shopId, prefix }: { shopId: string; prefix: string },
): Promise<string> {
  const taken = sql`${shopCounters.value} - 1`;
  const [row] = await db
    .update(shopCounters)
    .set({ value: sql`${shopCounters.value} + 1` })
    .where(invoiceCounterOf(shopId))
    .returning({
      number: taken.mapWith(Number),
      isUsed: sql<boolean>`exists (select 1 from ${bills} where ${bills.tenantId} = ${shopId}
        and ${bills.invoiceNumber} = ${prefix} || (${taken})::text)`,
    });
  if (!row) throw new Error(`shop ${shopId} has no invoice counter`);
  if (!row.isUsed) return `${prefix}${row.number}`;

  const free = await firstFreeNumber(db, { shopId, prefix, from: row.number + 1 });
  await db
    .update(shopCounters)
    .set({ value: free + 1 })
    .where(invoiceCounterOf(shopId));
  return `${prefix}${free}`;
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

function invoiceCounterOf(shopId: string) {
  return and(eq(shopCounters.tenantId, shopId), eq(shopCounters.name, 'invoice'));
}
