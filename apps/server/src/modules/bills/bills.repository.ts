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
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { billItems, bills, billStatusEvents, customers, ledgerEntries } from '../../db/schema';

export type BillRow = typeof bills.$inferSelect;
export type BillItemRow = typeof billItems.$inferSelect;
export type BillEventRow = typeof billStatusEvents.$inferSelect;
/** Every column a save writes; the id, tenant and times are the database's. */
export type BillValues = Omit<
  typeof bills.$inferInsert,
  'tenantId' | 'id' | 'createdAt' | 'updatedAt'
>;
export type BillItemValues = Pick<BillItemRow, 'name' | 'quantity' | 'price' | 'productId'>;
export type BillTimelineEvent = Pick<BillEventRow, 'status' | 'at'>;
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

export async function insertBillRow(
  db: Database,
  { shopId, values }: { shopId: string; values: BillValues },
): Promise<BillRow> {
  const [row] = await db
    .insert(bills)
    .values({ ...values, tenantId: shopId })
    .returning();
  if (!row) throw new Error('insert into bills returned no row');
  return row;
}

export async function updateBillRow(
  db: Database,
  { shopId, billId, values }: BillRef & { values: Partial<BillValues> },
): Promise<BillRow> {
  const [row] = await db
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

/**
 * A new bill in one statement, as data-modifying CTEs: its row, items, first timeline event
 * and khata entries, and its customer's balance moved by them. One round trip under the
 * shop's lock instead of five (ADR 013). The rows that refer to the bill are checked against
 * it at the end of the statement; its id is made here so that they can name it. This
 * writes the ledger's tables too: the ledger service decides the posting.
 */
export async function insertNewBill(
  db: Database,
  {
    shopId,
    values,
    items,
    posting,
  }: {
    shopId: string;
    values: BillValues;
    items: readonly BillItemValues[];
    posting: NewBillPosting;
  },
): Promise<{ bill: BillRow; event: BillTimelineEvent }> {
  const billId = randomUUID();
  const ref = { tenantId: shopId, billId };
  const bill = db.$with('bill').as(
    db
      .insert(bills)
      .values({ ...values, id: billId, tenantId: shopId })
      .returning(),
  );
  const event = db.$with('event').as(
    db
      .insert(billStatusEvents)
      .values({ ...ref, status: values.status })
      .returning({ status: billStatusEvents.status, at: billStatusEvents.at }),
  );
  const itemRows = db.$with('items').as(
    db
      .insert(billItems)
      .values(items.map((item, position) => ({ ...item, ...ref, position })))
      .returning({ id: billItems.id }),
  );
  const { customerId, entries, balanceDelta } = posting;
  // Built only when there is something to write: an insert needs at least one row.
  const entryRows =
    entries.length > 0
      ? [
          db.$with('entries').as(
            db
              .insert(ledgerEntries)
              .values(entries.map((entry) => ({ ...entry, ...ref, customerId })))
              .returning({ id: ledgerEntries.id }),
          ),
        ]
      : [];
  const balance =
    balanceDelta !== 0
      ? [
          db.$with('balance').as(
            db
              .update(customers)
              .set({ balance: sql`${customers.balance} + ${balanceDelta}` })
              .where(and(eq(customers.tenantId, shopId), eq(customers.id, customerId)))
              .returning({ id: customers.id }),
          ),
        ]
      : [];
  const [row] = await db
    .with(bill, event, itemRows, ...entryRows, ...balance)
    .select()
    .from(bill)
    .crossJoin(event);
  if (!row) throw new Error('insert into bills returned no row');
  return row;
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
  { shopId, billId, status }: BillRef & { status: BillStatus },
): Promise<void> {
  await db.insert(billStatusEvents).values({ tenantId: shopId, billId, status });
}

/** Items of several bills in one query (no query per bill), in their order on each bill. */
export async function listItemsOfBills(
  db: Database,
  { shopId, billIds }: { shopId: string; billIds: readonly string[] },
): Promise<BillItemRow[]> {
  if (billIds.length === 0) return [];
  return db
    .select()
    .from(billItems)
    .where(and(eq(billItems.tenantId, shopId), inArray(billItems.billId, [...billIds])))
    .orderBy(asc(billItems.billId), asc(billItems.position));
}

/** Status timelines of several bills in one query, oldest event first. */
export async function listEventsOfBills(
  db: Database,
  { shopId, billIds }: { shopId: string; billIds: readonly string[] },
): Promise<BillEventRow[]> {
  if (billIds.length === 0) return [];
  return db
    .select()
    .from(billStatusEvents)
    .where(
      and(eq(billStatusEvents.tenantId, shopId), inArray(billStatusEvents.billId, [...billIds])),
    )
    .orderBy(asc(billStatusEvents.at), asc(billStatusEvents.id));
}

export type BillSearch = {
  shopId: string;
  /** Matched anywhere in the invoice number, customer name or mobile. */
  text: string | null;
  start: Date | null;
  endExclusive: Date | null;
  limit: number;
  offset: number;
};

/** One page of the shop's bills, newest first, and how many match in all. */
export async function searchBillRows(
  db: Database,
  { limit, offset, ...filter }: BillSearch,
): Promise<{ rows: BillRow[]; total: number }> {
  const where = billSearchCondition(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(bills)
      .where(where)
      .orderBy(desc(bills.createdAt), desc(bills.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(bills).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

type BillFilter = Omit<BillSearch, 'limit' | 'offset'>;

function billSearchCondition({ shopId, text, start, endExclusive }: BillFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(bills.tenantId, shopId)];
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

/**
 * Where a batch of the export stopped: the last bill's time as the database wrote it
 * (microseconds, which a JavaScript Date would cut to milliseconds) and its id.
 */
export type BillCursor = { createdAt: string; id: string };
export type BillExportRow = BillRow & { cursorAt: string };

/** The next `limit` bills of the Bill Book's order (newest first) after `after`. */
export async function listBillBatch(
  db: Database,
  { after, limit, ...filter }: BillFilter & { after: BillCursor | null; limit: number },
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
    .where(and(billSearchCondition(filter), afterCursor))
    .orderBy(desc(bills.createdAt), desc(bills.id))
    .limit(limit);
}
