import type { LedgerType, Paise } from '@khatabill/domain';
import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Maker } from '../auth/maker';
import type { Database } from '../../db/client';
import { bills, ledgerEntries } from '../../db/schema';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
/**
 * An entry with its bill's invoice number, receipt token and the amounts its receipt shows
 * (null for a manual entry).
 */
export type LedgerEntryWithInvoice = LedgerEntryRow & {
  invoiceNumber: string | null;
  shareToken: string | null;
  billAmounts: { itemsTotal: Paise; discountAmount: Paise; advanceAmount: Paise } | null;
};

export type NewLedgerEntry = {
  customerId: string;
  type: LedgerType;
  amount: Paise;
  note?: string;
  billId?: string | null;
  /** Defaults to now; a bill's replaced entries keep their first date. */
  createdAt?: Date;
} & Partial<Maker>;

export async function insertLedgerEntries(
  db: Database,
  { shopId, entries }: { shopId: string; entries: readonly NewLedgerEntry[] },
): Promise<LedgerEntryRow[]> {
  if (entries.length === 0) return [];
  return db
    .insert(ledgerEntries)
    .values(entries.map((entry) => ({ ...entry, tenantId: shopId })))
    .returning();
}

/** Deletes the entries a bill posted and answers them, so their effect can be reversed. */
export async function deleteBillLedgerEntries(
  db: Database,
  { shopId, billId }: { shopId: string; billId: string },
): Promise<LedgerEntryRow[]> {
  return db
    .delete(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, shopId), eq(ledgerEntries.billId, billId)))
    .returning();
}

/** A new bill's row, as the CTE of its statement that inserts it returns it. */
type NewBillCte = SQLWrapper & { tenantId: SQLWrapper; id: SQLWrapper };

/**
 * insertLedgerEntries as a CTE of a new bill's statement (bills.repository insertNewBill):
 * the bill's entries for `customerId`, given as one array of types and one of amounts. Each
 * row takes the bill from the CTE that inserted it, so with no bill it inserts nothing.
 */
export function insertNewBillEntries(
  db: Database,
  {
    bill,
    customerId,
    types,
    amounts,
  }: { bill: NewBillCte; customerId: SQL; types: SQLWrapper; amounts: SQLWrapper },
) {
  const columns = [
    ledgerEntries.tenantId,
    ledgerEntries.customerId,
    ledgerEntries.billId,
    ledgerEntries.type,
    ledgerEntries.amount,
  ];
  const columnList = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  return db.$with('entries', {}).as(
    sql`insert into ${ledgerEntries} (${columnList})
      select ${bill.tenantId}, ${customerId}, ${bill.id}, entry.type, entry.amount
      from ${bill}, unnest(${types}::text[], ${amounts}::bigint[]) as entry(type, amount)`,
  );
}

/** A customer's entries, newest first, each with the invoice number of the bill that posted it. */
export async function listLedgerEntries(
  db: Database,
  { shopId, customerId }: { shopId: string; customerId: string },
): Promise<LedgerEntryWithInvoice[]> {
  const rows = await db
    .select({
      entry: ledgerEntries,
      invoiceNumber: bills.invoiceNumber,
      shareToken: bills.shareToken,
      billAmounts: {
        itemsTotal: bills.itemsTotal,
        discountAmount: bills.discountAmount,
        advanceAmount: bills.advanceAmount,
      },
    })
    .from(ledgerEntries)
    .leftJoin(
      bills,
      and(eq(bills.tenantId, ledgerEntries.tenantId), eq(bills.id, ledgerEntries.billId)),
    )
    .where(and(eq(ledgerEntries.tenantId, shopId), eq(ledgerEntries.customerId, customerId)))
    // A bill's entries share one instant (an edit keeps the first), kept together by bill.
    // Its charge came before the payments on it, so newest first it reads below them, and
    // the running balance of each entry is the one after it happened.
    .orderBy(
      desc(ledgerEntries.createdAt),
      asc(ledgerEntries.billId),
      sql`case ${ledgerEntries.type} when 'credit' then 0 else 1 end`,
      asc(ledgerEntries.id),
    );
  return rows.map(({ entry, ...bill }) => ({ ...entry, ...bill }));
}
