import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopCounters } from '../../db/schema';

// The 'invoice' counter holds the NEXT invoice number to hand out.

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
    .where(and(eq(shopCounters.tenantId, shopId), eq(shopCounters.name, 'invoice')));
}
