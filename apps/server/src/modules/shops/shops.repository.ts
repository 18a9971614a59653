import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopCounters, users } from '../../db/schema';
import type { NewUser, UserRow } from '../auth/auth.repository';

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

export type SettingsChanges = Partial<
  Pick<
    NewUser,
    | 'location'
    | 'greetingMessage'
    | 'footerNote'
    | 'billingMode'
    | 'businessType'
    | 'serviceFields'
    | 'serviceDetails'
    | 'invoicePrefix'
    | 'invoiceStartNumber'
    | 'upiId'
    | 'shopImage'
  >
>;

export async function updateShopSettings(
  db: Database,
  shopId: string,
  changes: SettingsChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, shopId), eq(users.role, 'shop')))
    .returning();
  return row;
}
