import { randomUUID } from 'node:crypto';
import type { BillStatus, LedgerEntryAmount } from '@khatabill/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  lt,
  or,
  sql,
  type Column,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { billItems, bills, billShareTokens, billStatusEvents, shopCounters } from '../../db/schema';
// A new bill's one statement (ADR 013) writes other modules' tables too: each part's SQL is
// its table's own repository's, which builds it as a CTE this statement composes.
import { addNewBillToBalance } from '../customers/customers.repository';
import type { Maker } from '../auth/maker';
import { insertNewBillEntries } from '../ledger/ledger.repository';
import { countNewBillInPeriod } from '../shops/shops.repository';
import type { CounterName } from '../../db/tables/shop-data';
import { takeInvoiceNumber } from './invoice-numbers.repository';

export type BillRow = typeof bills.$inferSelect;
export type BillItemRow = typeof billItems.$inferSelect;
export type BillEventRow = typeof billStatusEvents.$inferSelect;
/**
 * Every column a save writes, each one given (insertNewBill's one statement sets them all);
 * the id, tenant and times are the database's.
 */
export type BillValues = Required<
  Omit<
    typeof bills.$inferInsert,
    'tenantId' | 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'createdByName'
  >
>;

export type BillItemValues = Omit<BillItemRow, 'tenantId' | 'id' | 'billId' | 'position'>;
export type BillTimelineEvent = Pick<BillEventRow, 'status' | 'at' | 'createdBy' | 'createdByName'>;
type BillRef = { shopId: string; billId: string };

/** `billId` must be a UUID. `forUpdate` locks the row until the transaction ends. */
export async function findBillRow(
  db: Database,
  { shopId, billId, forUpdate = false }: BillRef & { forUpdate?: boolean },
): Promise<BillRow | undefined> {
  const query = db
    .select()
    .from(bills)
    .where(and(eq(bills.tenantId, shopId), eq(bills.id, billId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/**
 * Changes the bill's row. A share token in `values` is recorded in the token look-up by the
 * same statement (a token the bill already had is there, and stays).
 */
export async function updateBillRow(
  db: Database,
  { shopId, billId, values }: BillRef & { values: Partial<BillValues> },
): Promise<BillRow> {
  const tokenRows = values.shareToken
    ? [shareTokenRow(db, { shopId, billId, shareToken: values.shareToken })]
    : [];
  const [row] = await db
    .with(...tokenRows)
    .update(bills)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bills.tenantId, shopId), eq(bills.id, billId)))
    .returning();
  if (!row) throw new Error(`bill ${billId} vanished inside its own transaction`);
  return row;
}

/** A new bill's khata entries (none zero) and the change they make to its customer's balance. */
export type NewBillPosting = {
  customerId: string;
  entries: readonly LedgerEntryAmount[];
  balanceDelta: number;
};

/** A bill's columns as a save sets them: a new bill's number is taken by its statement. */
export type SavedBillValues = Omit<BillValues, 'invoiceNumber'>;
/** A new bill's columns, with who makes it (an edit keeps its maker). */
export type NewBillValues = SavedBillValues & Maker;

/** What the locked shop row decides for a new bill: its number's prefix, and whether it counts. */
export type NewBillNumbering = {
  /** What the number starts with, and the counter it takes its number from. */
  invoicePrefix: string;
  counterName: CounterName;
  countsInPeriod: boolean;
};

export type InsertedBill = {
  bill: BillRow;
  event: BillTimelineEvent;
  /** The shop's monthly bill count after this bill, or null when it does not count. */
  billingCount: number | null;
};

/**
 * A new bill in one statement, as data-modifying CTEs: its invoice number (the counter's, after
 * the shop's prefix), its row, items, first timeline event and khata entries, its customer's
 * balance moved by them, a share token's look-up row (ADR 016) and, when it counts, the
 * shop's monthly count. One round trip under the shop's lock (ADR 013). Its id is
 * made here so that the rows that refer to it can name it. The parts that write other
 * tables are built by those tables' repositories (invoice numbers, the khata's entries, the
 * customer's balance, the shop's count); the ledger service decides the posting.
 *
 * Undefined when the number is taken (a prefix change, see invoice-numbers.repository
 * moveInvoiceCounterPastTaken): the bill's insert then does nothing, and so does every other
 * part but the counter's move, as each takes the bill from the bill's insert. The caller moves
 * the counter on and tries again.
 */
export async function insertNewBill(
  db: Database,
  {
    shopId,
    numbering,
    values,
    items,
    posting,
  }: {
    shopId: string;
    numbering: NewBillNumbering;
    values: NewBillValues;
    items: readonly BillItemValues[];
    posting: NewBillPosting;
  },
): Promise<InsertedBill | undefined> {
  const { customerId, entries, balanceDelta } = posting;
  const [row] = await newBillStatement(db).execute({
    ...values,
    ...numbering,
    billId: randomUUID(),
    shopId,
    itemNames: items.map((item) => item.name),
    itemQuantities: items.map((item) => item.quantity),
    itemPrices: items.map((item) => item.price),
    itemProductIds: items.map((item) => item.productId),
    itemHsns: items.map((item) => item.hsn),
    itemUnits: items.map((item) => item.unit),
    itemRates: items.map((item) => item.gstRateBps),
    itemTaxableValues: items.map((item) => item.taxableValue),
    itemCgsts: items.map((item) => item.cgst),
    itemSgsts: items.map((item) => item.sgst),
    itemIgsts: items.map((item) => item.igst),
    postingCustomerId: customerId,
    entryTypes: entries.map((entry) => entry.type),
    entryAmounts: entries.map((entry) => entry.amount),
    balanceDelta,
  });
  if (!row) return undefined;
  return { bill: row.bill, event: row.event, billingCount: row.counted?.billingCount ?? null };
}

/**
 * insertNewBill's statement, one text for every bill (ADR 013): items and khata entries
 * arrive as arrays, one per column, and are unnested; what a bill may not have (entries, a
 * balance change, a share token, a count) is written by a CTE that then changes no row. So
 * its text never changes and, as a named statement on PostgreSQL, is parsed once per
 * connection.
 *
 * The bill's insert yields no row when its number is taken (`on conflict do nothing`, no
 * error, so no savepoint). Data-modifying CTEs all run on the statement's snapshot and cannot
 * see each other's rows, so every other write reads the bill's RETURNING instead: with no
 * bill it writes nothing, and no foreign key to the bill is checked.
 */
const newBillStatement = (db: Database) => {
  const param = sql.placeholder;
  const shopId = sql`${param('shopId')}::uuid`;
  const customerId = sql`${param('postingCustomerId')}::uuid`;
  const balanceDelta = sql`${param('balanceDelta')}::bigint`;
  const shareToken = sql`${param('shareToken')}::text`;
  const invoice = takeInvoiceNumber(db, {
    shopId,
    counterName: sql`${param('counterName')}::text`,
    prefix: param('invoicePrefix'),
  });
  const bill = db.$with('bill').as(
    db
      .insert(bills)
      .values({
        ...billValuePlaceholders(),
        id: param('billId'),
        tenantId: param('shopId'),
        invoiceNumber: invoice.number,
      })
      .onConflictDoNothing({ target: [bills.tenantId, bills.invoiceNumber] })
      .returning(),
  );
  const billWritten = sql`exists (select from ${bill})`;
  const eventColumns = {
    status: billStatusEvents.status,
    at: billStatusEvents.at,
    createdBy: billStatusEvents.createdBy,
    createdByName: billStatusEvents.createdByName,
  };
  const event = db.$with('event', eventColumns).as(
    sql`insert into ${billStatusEvents} ${columnList(
      billStatusEvents.tenantId,
      billStatusEvents.billId,
      billStatusEvents.status,
      billStatusEvents.createdBy,
      billStatusEvents.createdByName,
    )}
        select ${bill.tenantId}, ${bill.id}, ${bill.status}, ${bill.createdBy}, ${bill.createdByName} from ${bill}
        returning ${sql.join(
          Object.values(eventColumns).map((column) => sql.identifier(column.name)),
          sql`, `,
        )}`,
  );
  // Positions count from 0, as the items were sent.
  const itemRows = db.$with('items', {}).as(
    sql`insert into ${billItems} ${columnList(
      billItems.tenantId,
      billItems.billId,
      billItems.position,
      billItems.name,
      billItems.quantity,
      billItems.price,
      billItems.productId,
      billItems.hsn,
      billItems.unit,
      billItems.gstRateBps,
      billItems.taxableValue,
      billItems.cgst,
      billItems.sgst,
      billItems.igst,
    )}
      select ${bill.tenantId}, ${bill.id}, item.position - 1, item.name, item.quantity, item.price,
        item.product_id, item.hsn, item.unit, item.gst_rate_bps, item.taxable_value, item.cgst,
        item.sgst, item.igst
      from ${bill}, unnest(${param('itemNames')}::text[], ${param('itemQuantities')}::integer[],
        ${param('itemPrices')}::bigint[], ${param('itemProductIds')}::uuid[],
        ${param('itemHsns')}::text[], ${param('itemUnits')}::text[], ${param('itemRates')}::integer[],
        ${param('itemTaxableValues')}::bigint[], ${param('itemCgsts')}::bigint[],
        ${param('itemSgsts')}::bigint[], ${param('itemIgsts')}::bigint[])
        with ordinality as item(name, quantity, price, product_id, hsn, unit, gst_rate_bps,
          taxable_value, cgst, sgst, igst, position)`,
  );
  const entryRows = insertNewBillEntries(db, {
    bill,
    customerId,
    types: param('entryTypes'),
    amounts: param('entryAmounts'),
  });
  const balance = addNewBillToBalance(db, {
    shopId,
    customerId,
    delta: balanceDelta,
    billWritten,
  });
  // A bill saved straight out of draft has its public link from the start.
  const tokenRow = db.$with('share_token', {}).as(
    sql`insert into ${billShareTokens} ${columnList(
      billShareTokens.shareToken,
      billShareTokens.shopId,
      billShareTokens.billId,
    )}
      select ${shareToken}, ${bill.tenantId}, ${bill.id} from ${bill} where ${shareToken} is not null`,
  );
  // The shop's monthly count, when the bill counts (countsLeavingDraft, under the shop's lock).
  const counted = countNewBillInPeriod(db, {
    shopId,
    conditions: [sql`${param('countsInPeriod')}::boolean`, billWritten],
  });
  return db
    .with(invoice.counter, bill, event, itemRows, entryRows, balance, tokenRow, counted)
    .select()
    .from(bill)
    .crossJoin(event)
    .leftJoin(counted, sql`true`)
    .prepare('insert_new_bill');
};

/**
 * A placeholder for each column a save writes (all but the keys and times), named as its key.
 * Drizzle passes a placeholder's value through the column's encoder, which fails on a null
 * timestamp; a nullable column's value (null, text, a day, a Date) is sent as it is.
 */
function billValuePlaceholders(): Record<keyof BillValues | keyof Maker, SQL | Placeholder> {
  const notSaved = new Set(['tenantId', 'id', 'createdAt', 'updatedAt']);
  const saved = Object.entries(getTableColumns(bills)).filter(([key]) => !notSaved.has(key));
  return Object.fromEntries(
    saved.map(([key, column]) => {
      const value = sql.placeholder(key);
      return [key, column.notNull ? value : sql`${value}`];
    }),
  ) as Record<keyof BillValues | keyof Maker, SQL | Placeholder>;
}

/** `(a, b, …)`: an INSERT's column list, which names columns without their table. */
function columnList(...columns: Column[]): SQL {
  return sql`(${sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )})`;
}

/**
 * The share token's look-up row (ADR 016), as a CTE of the statement that edits the bill: an
 * edit writes the bill's token again, and the row already there stays. (A new bill's is
 * written by insertNewBill's statement.)
 */
function shareTokenRow(
  db: Database,
  { shopId, billId, shareToken }: BillRef & { shareToken: string },
) {
  return db
    .$with('share_token')
    .as(
      db
        .insert(billShareTokens)
        .values({ shareToken, shopId, billId })
        .onConflictDoNothing()
        .returning({ billId: billShareTokens.billId }),
    );
}

export async function replaceBillItems(
  db: Database,
  { shopId, billId, items }: BillRef & { items: readonly BillItemValues[] },
): Promise<void> {
  await db
    .delete(billItems)
    .where(and(eq(billItems.tenantId, shopId), eq(billItems.billId, billId)));
  await db
    .insert(billItems)
    .values(items.map((item, position) => ({ ...item, tenantId: shopId, billId, position })));
}

export async function insertBillEvent(
  db: Database,
  { shopId, billId, status, maker }: BillRef & { status: BillStatus; maker: Maker },
): Promise<void> {
  await db.insert(billStatusEvents).values({ tenantId: shopId, billId, status, ...maker });
}

/** Items of several bills in one query (no query per bill), in their order on each bill. */
export async function listItemsOfBills(
  db: Database,
  { shopId, billIds }: { shopId: string; billIds: readonly string[] },
): Promise<BillItemRow[]> {
  if (billIds.length === 0) return [];
  return itemsOfBillsQuery(db).execute({ shopId, billIds });
}

/** Status timelines of several bills in one query, oldest event first. */
export async function listEventsOfBills(
  db: Database,
  { shopId, billIds }: { shopId: string; billIds: readonly string[] },
): Promise<BillEventRow[]> {
  if (billIds.length === 0) return [];
  return eventsOfBillsQuery(db).execute({ shopId, billIds });
}

// Every bill answer reads these, a page of the Bill Book for 50 bills at once: the ids go
// as one array, so one named statement serves any page (ADR 013), where a list of 50
// placeholders made a new text for each page size.
const itemsOfBillsQuery = (db: Database) =>
  db
    .select()
    .from(billItems)
    .where(ofBills(billItems))
    .orderBy(asc(billItems.billId), asc(billItems.position))
    .prepare('items_of_bills');

const eventsOfBillsQuery = (db: Database) =>
  db
    .select()
    .from(billStatusEvents)
    .where(ofBills(billStatusEvents))
    .orderBy(asc(billStatusEvents.at), asc(billStatusEvents.id))
    .prepare('events_of_bills');

/** The shop's rows of the bills `billIds` (placeholders `shopId`, and `billIds` as one array). */
function ofBills(table: { tenantId: Column; billId: Column }): SQL | undefined {
  return and(
    eq(table.tenantId, sql.placeholder('shopId')),
    sql`${table.billId} = any(${sql.placeholder('billIds')}::uuid[])`,
  );
}

export type BillSearch = {
  shopId: string;
  /** Matched anywhere in the invoice number, customer name or mobile. */
  text: string | null;
  start: Date | null;
  endExclusive: Date | null;
  /** Only the bills this member made (the owner's id is the shop's). */
  memberId: string | null;
};

function searchConditions({
  shopId,
  text,
  start,
  endExclusive,
  memberId,
}: BillSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(bills.tenantId, shopId)];
  if (memberId) conditions.push(eq(bills.createdBy, memberId));
  if (start) conditions.push(gte(bills.createdAt, start));
  if (endExclusive) conditions.push(lt(bills.createdAt, endExclusive));
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(
      or(
        ilike(bills.invoiceNumber, pattern),
        ilike(bills.customerName, pattern),
        ilike(bills.mobile, pattern),
      ),
    );
  }
  return and(...conditions);
}

type BillPage = BillSearch & { limit: number; offset: number };

/** One page of the shop's bills that match, newest first. */
export async function listBillPage(db: Database, page: BillPage): Promise<BillRow[]> {
  return inPage(db.select().from(bills).$dynamic(), page);
}

/** The columns the Bill Book's list shows (`fields=list`): no notes, custom fields, reminder. */
const billListColumns = {
  id: bills.id,
  invoiceNumber: bills.invoiceNumber,
  customerName: bills.customerName,
  mobile: bills.mobile,
  status: bills.status,
  shareToken: bills.shareToken,
  createdAt: bills.createdAt,
  itemsTotal: bills.itemsTotal,
  discountAmount: bills.discountAmount,
  advanceAmount: bills.advanceAmount,
  finalTotal: bills.finalTotal,
  pending: bills.pending,
  toReturn: bills.toReturn,
  taxAndRoundOff: bills.taxAndRoundOff,
  taxableValue: bills.taxableValue,
  cgst: bills.cgst,
  sgst: bills.sgst,
  igst: bills.igst,
  roundOff: bills.roundOff,
  createdBy: bills.createdBy,
  createdByName: bills.createdByName,
};
export type BillListRow = Pick<BillRow, keyof typeof billListColumns>;

/** listBillPage's page, with the list's columns only. */
export async function listBillListPage(db: Database, page: BillPage): Promise<BillListRow[]> {
  return inPage(db.select(billListColumns).from(bills).$dynamic(), page);
}

function inPage<Query extends PgSelect>(query: Query, page: BillPage) {
  return query
    .where(searchConditions(page))
    .orderBy(desc(bills.createdAt), desc(bills.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many of the shop's bills match, on every page. */
export async function countBillMatches(db: Database, search: BillSearch): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(bills).where(searchConditions(search));
  return counted?.total ?? 0;
}

const versionQuery = (db: Database) =>
  db
    .select({ value: shopCounters.value })
    .from(shopCounters)
    .where(
      and(
        eq(shopCounters.tenantId, sql.placeholder('shopId')),
        eq(shopCounters.name, 'bills_version'),
      ),
    )
    .prepare('bills_version');

/**
 * The version of the shop's bills: the id of the last transaction that wrote one (written by
 * triggers, ADR 012), '0' until they are first written.
 */
export async function readBillsVersion(db: Database, shopId: string): Promise<string> {
  const [row] = await versionQuery(db).execute({ shopId });
  return String(row?.value ?? 0);
}

/**
 * Where a batch of the export stopped: the last bill's time as the database wrote it
 * (microseconds, which a JavaScript Date would cut to milliseconds) and its id.
 */
export type BillCursor = { createdAt: string; id: string };
export type BillExportRow = BillRow & { cursorAt: string };

/** The next `limit` bills of the Bill Book's order (newest first) after `after`. */
export async function listBillBatch(
  db: Database,
  { after, limit, ...search }: BillSearch & { after: BillCursor | null; limit: number },
): Promise<BillExportRow[]> {
  // The first bound alone lets the (shop, created_at) index start at the cursor; the row
  // comparison then steps past the bills of that same instant already written.
  const afterCursor = after
    ? and(
        sql`${bills.createdAt} <= ${after.createdAt}::timestamptz`,
        sql`(${bills.createdAt}, ${bills.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      )
    : undefined;
  return db
    .select({ ...getTableColumns(bills), cursorAt: sql<string>`${bills.createdAt}::text` })
    .from(bills)
    .where(and(searchConditions(search), afterCursor))
    .orderBy(desc(bills.createdAt), desc(bills.id))
    .limit(limit);
}

/** Items sold from a product that is being deleted keep their name and price, not the link. */
export async function unlinkProductFromBillItems(
  db: Database,
  { shopId, productId }: { shopId: string; productId: string },
): Promise<void> {
  await db
    .update(billItems)
    .set({ productId: null })
    .where(and(eq(billItems.tenantId, shopId), eq(billItems.productId, productId)));
}

export type ReminderProgress = {
  shopId: string;
  billId: string;
  nextOn: string | null;
  notifiedOn: string | null;
};

/** Stores where each bill's reminder series now stands, in one statement (the reminder job). */
export async function saveReminderProgress(
  tx: Tx,
  progress: readonly ReminderProgress[],
): Promise<void> {
  if (progress.length === 0) return;
  const values = sql.join(
    progress.map(
      (p) => sql`(${p.shopId}::uuid, ${p.billId}::uuid, ${p.nextOn}::date, ${p.notifiedOn}::date)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${bills} set reminder_next_on = v.next_on, reminder_notified_on = v.notified_on
    from (values ${values}) as v (tenant_id, id, next_on, notified_on)
    where ${bills.tenantId} = v.tenant_id and ${bills.id} = v.id`);
}

/** What GSTR-1 reads of a tax invoice. */
export type TaxInvoiceRow = Pick<
  BillRow,
  | 'id'
  | 'invoiceNumber'
  | 'createdAt'
  | 'customerName'
  | 'customerGstin'
  | 'placeOfSupply'
  | 'supplierGstin'
  | 'itemsTotal'
  | 'discountAmount'
  | 'taxAndRoundOff'
>;

/**
 * A period's tax invoices: the completed bills of a regular registration, oldest first
 * (by the shop's status index).
 */
export async function listTaxInvoiceRows(
  db: Database,
  { shopId, start, endExclusive }: { shopId: string; start: Date; endExclusive: Date },
): Promise<TaxInvoiceRow[]> {
  return db
    .select({
      id: bills.id,
      invoiceNumber: bills.invoiceNumber,
      createdAt: bills.createdAt,
      customerName: bills.customerName,
      customerGstin: bills.customerGstin,
      placeOfSupply: bills.placeOfSupply,
      supplierGstin: bills.supplierGstin,
      itemsTotal: bills.itemsTotal,
      discountAmount: bills.discountAmount,
      taxAndRoundOff: bills.taxAndRoundOff,
    })
    .from(bills)
    .where(
      and(
        eq(bills.tenantId, shopId),
        eq(bills.status, 'completed'),
        gte(bills.createdAt, start),
        lt(bills.createdAt, endExclusive),
        eq(bills.gstRegistration, 'regular'),
      ),
    )
    .orderBy(asc(bills.createdAt), asc(bills.id));
}
