import {
  AppError,
  billInputAmounts,
  entitlements,
  PLAN_MESSAGES,
  rupeesToPaise,
  toShopDay,
  usageOf,
  type BillSaveResult,
  type BillTotals,
} from '@khatabill/domain';
import type { Maker } from '../auth/maker';
import { inTransaction, type Database, type Tx } from '../../db/client';
import { findOrCreateCustomer } from '../customers/customers.service';
import { findOwnProducts, type ProductGst } from '../products/products.service';
import { reminderProgressOnSave } from '../reminders/reminders.service';
import { countBillInPeriod, openBillingPeriod } from '../shops/shop-billing.service';
import type { BillingShop } from '../shops/shops.repository';
import { billPosting } from '../ledger/ledger.service';
import {
  assertStatusChange,
  billLedgerAmounts,
  countsLeavingDraft,
  postBillLedger,
  shareTokenFor,
} from './bill-lifecycle';
import { toBillDto } from './bill-dto';
import { billGstOf, gstLinesOf, taxedBill, type BillGstColumns } from './bill-gst';
import { productLinksOf, type BillBody } from './bills.schema';
import type { CounterName } from '../../db/tables/shop-data';
import { invoiceSeriesOf, moveInvoiceCounterPastTaken } from './invoice-numbers.repository';
import { toBillDtos } from './bills.service';
import {
  findBillRow,
  insertBillEvent,
  insertNewBill,
  listEventsOfBills,
  replaceBillItems,
  updateBillRow,
  type BillItemValues,
  type BillRow,
  type BillTimelineEvent,
  type BillValues,
  type SavedBillValues,
} from './bills.repository';
import { BILL_NOT_FOUND } from '../../messages';
import { assertIdOr404 } from '../../lib/ids';

/** The saved bill's answer, and whether the save created it (201) rather than edited it. */
export type BillSave = { saved: BillSaveResult; isNew: boolean };

/**
 * Creates a bill, or edits the one named by `billId`, in one transaction (the caller's, when
 * `db` is one): totals from the items (the client's are ignored), the monthly limit, the
 * invoice number, the customer (created from name and mobile when new), items, timeline,
 * share token, khata entries and where the reminder series stands (kept unless its date or
 * frequency changed).
 *
 * One shop's saves wait for each other on the shop's row lock (monthly count, invoice
 * number), so what needs no lock (the customer, the product links) comes before it, and the
 * answer is built from what was written rather than read back (ADR 013).
 */
export async function saveBill(
  db: Database,
  {
    shopId,
    billId,
    input,
    now,
    maker,
  }: {
    shopId: string;
    billId: string | null;
    input: BillBody;
    now: Date;
    /** Who saves it: a new bill's maker, or who moves an edited bill on; an edit keeps its maker. */
    maker: Maker;
  },
): Promise<BillSave> {
  if (billId !== null) assertIdOr404(billId, BILL_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const customer = await findOrCreateCustomer(tx, {
      shopId,
      name: input.name,
      mobile: input.mobile,
    });
    const { items: sentItems, products } = await toItemValues(tx, { shopId, input });

    const lockedShop = await openBillingPeriod(tx, { shopId, now });
    assertPlanAllows(lockedShop, input, now);
    const existing = billId === null ? null : await findBillOrFail(tx, { shopId, billId });
    if (existing) assertStatusChange(existing.status, input.status);
    const counts = countsLeavingDraft(
      lockedShop,
      { countedAt: existing?.countedAt ?? null, status: input.status },
      now,
    );

    const gst = billGstOf(lockedShop.gst, input.gst);
    const taxed = taxedBill(
      billInputAmounts(input),
      sentItems,
      gst &&
        lockedShop.gst && {
          bill: gst,
          lines: gstLinesOf(input, {
            shop: lockedShop.gst,
            products,
            today: toShopDay(now, lockedShop.timeZone),
          }),
        },
    );
    const { totals, items } = taxed;
    const values: SavedBillValues = {
      ...toBillValues(input, totals),
      ...taxed.columns,
      ...reminderProgressOnSave({
        stored: existing,
        reminder: input.reminder,
        today: toShopDay(now, lockedShop.timeZone),
      }),
      customerId: customer.id,
      countedAt: counts ? now : (existing?.countedAt ?? null),
      shareToken: shareTokenFor(existing?.shareToken ?? null, input.status),
    };
    const series = invoiceSeriesOf({
      invoicePrefix: lockedShop.invoicePrefix,
      registered: gst !== null,
      day: toShopDay(now, lockedShop.timeZone),
    });
    const write = {
      shop: lockedShop,
      series,
      counts,
      customerId: customer.id,
      values,
      items,
      totals,
    };
    const { shop, bill, timeline } = existing
      ? await writeEdit(tx, { ...write, existing, maker })
      : await writeNewBill(tx, { ...write, maker });
    return { saved: saveAnswer({ shop, bill, items, timeline, now }), isNew: existing === null };
  });
}

type BillWrite = {
  /** The shop as locked for this save. */
  shop: BillingShop;
  /** Where a new bill's number comes from. */
  series: { counterName: CounterName; prefix: string };
  /** Whether this save counts the bill in the month (countsLeavingDraft). */
  counts: boolean;
  customerId: string;
  values: SavedBillValues;
  items: BillItemValues[];
  totals: BillTotals;
};
/** The bill written, and the shop as the save left it (its monthly count). */
type WrittenBill = { shop: BillingShop; bill: BillRow; timeline: BillTimelineEvent[] };

/**
 * A new bill, its invoice number, items, timeline and khata entries in one statement; when a
 * prefix change made its number one a bill already has, the counter moves past the taken
 * numbers and the statement runs again (the statement wrote nothing the first time).
 */
async function writeNewBill(
  tx: Tx,
  { shop, series, counts, customerId, values, items, totals, maker }: BillWrite & { maker: Maker },
): Promise<WrittenBill> {
  const posting = billPosting(billLedgerAmounts(values.status, totals));
  const newBill = {
    shopId: shop.id,
    numbering: {
      invoicePrefix: series.prefix,
      counterName: series.counterName,
      countsInPeriod: counts,
    },
    values: { ...values, ...maker },
    items,
    posting: { ...posting, customerId },
  };
  let inserted = await insertNewBill(tx, newBill);
  if (!inserted) {
    await moveInvoiceCounterPastTaken(tx, { shopId: shop.id, ...series });
    inserted = await insertNewBill(tx, newBill);
  }
  if (!inserted) throw new Error(`shop ${shop.id}'s next invoice number is still taken`);
  const { bill, event, billingCount } = inserted;
  return {
    shop: billingCount === null ? shop : { ...shop, billingCount },
    bill,
    timeline: [event],
  };
}

/** An edit keeps its number and replaces its items and khata entries; its timeline goes on. */
async function writeEdit(
  tx: Tx,
  {
    shop,
    counts,
    customerId,
    existing,
    values,
    items,
    totals,
    maker,
  }: BillWrite & { existing: BillRow; maker: Maker },
): Promise<WrittenBill> {
  const ref = { shopId: shop.id, billId: existing.id };
  const countedShop = counts ? await countBillInPeriod(tx, { shopId: shop.id }) : shop;
  const bill = await updateBillRow(tx, { ...ref, values });
  await replaceBillItems(tx, { ...ref, items });
  if (existing.status !== bill.status) {
    await insertBillEvent(tx, { ...ref, status: bill.status, maker });
  }
  await postBillLedger(tx, { ...ref, customerId, status: bill.status, totals });
  return {
    shop: countedShop,
    bill,
    timeline: await listEventsOfBills(tx, { shopId: shop.id, billIds: [bill.id] }),
  };
}

function assertPlanAllows(shop: BillingShop, input: BillBody, now: Date): void {
  if (input.reminder?.enabled && !entitlements(shop, now).can.reminders) {
    throw new AppError('PLAN_RESTRICTED', PLAN_MESSAGES.reminderUnavailable);
  }
}

/** The bill, locked for this transaction's change; 404 for another shop's or none. */
export async function findBillOrFail(
  tx: Tx,
  { shopId, billId }: { shopId: string; billId: string },
): Promise<BillRow> {
  const bill = await findBillRow(tx, { shopId, billId, forUpdate: true });
  if (!bill) throw new AppError('NOT_FOUND', BILL_NOT_FOUND);
  return bill;
}

/**
 * What a save answers: the bill, and the shop's usage after it (product §11 "Plans and
 * entitlements").
 */
export async function saveResultOf(
  tx: Tx,
  { shop, bill, now }: { shop: BillingShop; bill: BillRow; now: Date },
): Promise<BillSaveResult> {
  // The locked shop row has the service fields the answer is ordered by: no second read.
  const [data] = await toBillDtos(tx, { shopId: shop.id, rows: [bill], fields: shop });
  if (!data) throw new Error('a saved bill lost its answer');
  return { data, usage: usageOf(shop, now) };
}

/** saveResultOf's answer from what the save has just written, with no read. */
function saveAnswer({
  shop,
  bill,
  items,
  timeline,
  now,
}: {
  shop: BillingShop;
  bill: BillRow;
  items: readonly BillItemValues[];
  timeline: readonly BillTimelineEvent[];
  now: Date;
}): BillSaveResult {
  return { data: toBillDto(bill, items, timeline, shop), usage: usageOf(shop, now) };
}

/** What the request alone decides; the rest comes from the shop, the customer and the bill. */
type SavedColumns = Omit<
  BillValues,
  | keyof BillGstColumns
  | 'invoiceNumber'
  | 'customerId'
  | 'countedAt'
  | 'shareToken'
  | 'reminderNextOn'
  | 'reminderNotifiedOn'
>;

function toBillValues(input: BillBody, totals: BillTotals): SavedColumns {
  const { payment, reminder } = input;
  const { amountPaid, discount } = billInputAmounts(input);
  return {
    customerName: input.name,
    mobile: input.mobile,
    status: input.status,
    paymentMode: payment.mode,
    amountPaid,
    discountType: discount.type,
    discountValue: discount.value,
    ...totals,
    itemQuantity: input.items.reduce((sum, item) => sum + item.quantity, 0),
    serviceFields: input.customFields.serviceFields,
    serviceInfo: input.customFields.serviceInfo,
    reminderEnabled: reminder?.enabled ?? false,
    reminderDate: reminder?.date ?? null,
    reminderMessage: reminder?.message ?? '',
    reminderFrequency: reminder?.frequency ?? 'none',
    notes: input.notes,
  };
}

/**
 * The items as sent, and each one's product (null for none); a product link survives only
 * when it names one of the shop's products.
 */
async function toItemValues(
  tx: Tx,
  { shopId, input }: { shopId: string; input: BillBody },
): Promise<{ items: SentItem[]; products: (ProductGst | null)[] }> {
  const links = productLinksOf(input);
  const productIds = [...new Set(links.filter((id) => id !== null))];
  const own = await findOwnProducts(tx, { shopId, productIds });
  const products = links.map((id) => (id === null ? null : (own.get(id) ?? null)));
  const items = input.items.map((item, index) => ({
    name: item.name,
    quantity: item.quantity,
    price: rupeesToPaise(item.price),
    productId: products[index] ? (links[index] ?? null) : null,
  }));
  return { items, products };
}

/** A line as sent, before its GST. */
type SentItem = Pick<BillItemValues, 'name' | 'quantity' | 'price' | 'productId'>;
