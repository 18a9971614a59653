import { paise, type BillStatus } from '@khatabill/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billItems, bills, billShareTokens, billStatusEvents, users } from '../../db/schema';
import type { BillItemValues, BillRow } from '../bills/bills.repository';

// Public reads: looked up by a bill's share token alone, so no tenant is known up front. The
// token's look-up row names the shop and bill; the bill is then read by (tenant_id, id), on
// one shard of a cluster (ADR 016).

export type ReceiptShop = Pick<
  typeof users.$inferSelect,
  | 'shopName'
  | 'shopImage'
  | 'location'
  | 'greetingMessage'
  | 'footerNote'
  | 'language'
  | 'serviceFields'
  | 'serviceDetails'
  | 'gst'
>;

/** A line as the receipt shows it: a bill's line without its product link. */
export type ReceiptItem = Omit<BillItemValues, 'productId'>;

/**
 * The bill's lines in their order on it, as one JSON array in the bill's own row: the
 * receipt is read in one round trip. Amounts are paise (bigint, exact as JSON numbers); a
 * line without GST has nulls for its GST columns.
 */
const itemsOfTheBill = sql<unknown>`coalesce((
    select json_agg(json_build_object('name', ${billItems.name}, 'quantity', ${billItems.quantity},
                                      'price', ${billItems.price}, 'hsn', ${billItems.hsn},
                                      'unit', ${billItems.unit}, 'gstRateBps', ${billItems.gstRateBps},
                                      'taxableValue', ${billItems.taxableValue}, 'cgst', ${billItems.cgst},
                                      'sgst', ${billItems.sgst}, 'igst', ${billItems.igst})
                    order by ${billItems.position})
    from ${billItems}
    where ${billItems.tenantId} = ${bills.tenantId} and ${billItems.billId} = ${bills.id}
  ), '[]')`.mapWith(toReceiptItems);

/** A line as json_build_object writes it: its amounts plain numbers. */
type JsonReceiptItem = Omit<ReceiptItem, 'price' | GstAmount> & { price: number } & Record<
    GstAmount,
    number | null
  >;
type GstAmount = 'taxableValue' | 'cgst' | 'sgst' | 'igst';

const paiseOrNull = (value: number | null) => (value === null ? null : paise(value));

function toReceiptItems(value: unknown): ReceiptItem[] {
  // Both drivers parse json; a text answer would be a driver set up differently.
  const items: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(items)) throw new Error('The receipt items are not a JSON array.');
  return items.map((item: JsonReceiptItem) => ({
    name: item.name,
    quantity: item.quantity,
    price: paise(item.price),
    hsn: item.hsn,
    unit: item.unit,
    gstRateBps: item.gstRateBps,
    taxableValue: paiseOrNull(item.taxableValue),
    cgst: paiseOrNull(item.cgst),
    sgst: paiseOrNull(item.sgst),
    igst: paiseOrNull(item.igst),
  }));
}

export type ReceiptEvent = { status: BillStatus; at: string };

/** The bill's status timeline, oldest first, in the same row (a service job's steps). */
const eventsOfTheBill = sql<unknown>`coalesce((
    select json_agg(json_build_object('status', ${billStatusEvents.status}, 'at', ${billStatusEvents.at})
                    order by ${billStatusEvents.at}, ${billStatusEvents.id})
    from ${billStatusEvents}
    where ${billStatusEvents.tenantId} = ${bills.tenantId} and ${billStatusEvents.billId} = ${bills.id}
  ), '[]')`.mapWith(toReceiptEvents);

function toReceiptEvents(value: unknown): ReceiptEvent[] {
  const events: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(events)) throw new Error('The receipt timeline is not a JSON array.');
  // json_build_object writes a timestamptz in PostgreSQL's text form: made an ISO instant.
  return events.map((event: { status: BillStatus; at: string }) => ({
    status: event.status,
    at: new Date(event.at).toISOString(),
  }));
}

const shareTokenQuery = (db: Database) =>
  db
    .select({ shopId: billShareTokens.shopId, billId: billShareTokens.billId })
    .from(billShareTokens)
    .where(eq(billShareTokens.shareToken, sql.placeholder('shareToken')))
    .prepare('public_share_token');

const sharedBillQuery = (db: Database) =>
  db
    .select({
      bill: bills,
      items: itemsOfTheBill,
      events: eventsOfTheBill,
      shop: {
        shopName: users.shopName,
        shopImage: users.shopImage,
        location: users.location,
        greetingMessage: users.greetingMessage,
        footerNote: users.footerNote,
        language: users.language,
        serviceFields: users.serviceFields,
        serviceDetails: users.serviceDetails,
        gst: users.gst,
      },
    })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.tenantId))
    .where(
      and(
        eq(bills.tenantId, sql.placeholder('shopId')),
        eq(bills.id, sql.placeholder('billId')),
        inArray(bills.status, ['under_service', 'completed']),
      ),
    )
    .prepare('public_shared_bill');

/** The shared (non-draft) bill with that token, its items and its shop's public fields. */
export async function findSharedBill(
  db: Database,
  shareToken: string,
): Promise<
  { bill: BillRow; items: ReceiptItem[]; events: ReceiptEvent[]; shop: ReceiptShop } | undefined
> {
  const [shared] = await shareTokenQuery(db).execute({ shareToken });
  if (!shared) return undefined;
  const [row] = await sharedBillQuery(db).execute(shared);
  return row;
}
