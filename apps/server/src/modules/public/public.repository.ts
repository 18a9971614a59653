import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, users } from '../../db/schema';
import type { BillRow } from '../bills/bills.repository';

// Public reads: looked up by a bill's share token alone, so no tenant is known up front.

export type ReceiptShop = Pick<
  typeof users.$inferSelect,
  | 'shopName'
  | 'shopImage'
  | 'location'
  | 'greetingMessage'
  | 'footerNote'
  | 'serviceFields'
  | 'serviceDetails'
>;

/** The shared (non-draft) bill with that token and its shop's public fields. */
export async function findSharedBill(
  db: Database,
  shareToken: string,
): Promise<{ bill: BillRow; shop: ReceiptShop } | undefined> {
  const [row] = await db
    .select({
      bill: bills,
      shop: {
        shopName: users.shopName,
        shopImage: users.shopImage,
        location: users.location,
        greetingMessage: users.greetingMessage,
        footerNote: users.footerNote,
        serviceFields: users.serviceFields,
        serviceDetails: users.serviceDetails,
      },
    })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.tenantId))
    .where(
      and(eq(bills.shareToken, shareToken), inArray(bills.status, ['under_service', 'completed'])),
    );
  return row;
}
