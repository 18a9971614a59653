import {
  balanceOf,
  type LedgerEntryAmount,
  type LedgerEntryDto,
  type LedgerType,
  type Paise,
} from '@khatabill/domain';
import type { Database, Tx } from '../../db/client';
// The balance is a column of the customers table, written by its repository alone; the
// customers' service imports this module (for the khata), so calling it here would be a cycle.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { addToCustomerBalance } from '../customers/customers.repository';
import { toLedgerEntryDto } from './ledger-dto';
import {
  deleteBillLedgerEntries,
  insertLedgerEntries,
  listLedgerEntries,
  type LedgerEntryRow,
} from './ledger.repository';

// The khata invariant (product §11 "The khata (ledger)"): a customer's stored balance equals
// Σ credits − Σ debits of its entries. Every write below changes entries and balance in the
// caller's transaction.

export type RecordLedgerEntry = {
  shopId: string;
  customerId: string;
  type: LedgerType;
  /** > 0 (a CHECK constraint refuses anything else); callers skip zero amounts. */
  amount: Paise;
  note: string;
  billId?: string;
};

export async function recordLedgerEntry(tx: Tx, entry: RecordLedgerEntry): Promise<LedgerEntryRow> {
  const { shopId, ...values } = entry;
  const [row] = await insertLedgerEntries(tx, { shopId, entries: [values] });
  if (!row) throw new Error('insert into ledger_entries returned no row');
  await addToCustomerBalance(tx, {
    shopId,
    customerId: entry.customerId,
    delta: balanceOf([entry]),
  });
  return row;
}

/**
 * What a bill posts to its customer's khata: the entries that are not zero, and how much
 * they move the customer's balance. For a bill just created, which has posted nothing yet,
 * this is all there is to write (the bill's save writes it with the bill, in one statement).
 */
export function billPosting<Entry extends LedgerEntryAmount>(
  entries: readonly Entry[],
): { entries: Entry[]; balanceDelta: number } {
  const posted = entries.filter((entry) => entry.amount > 0);
  return { entries: posted, balanceDelta: balanceOf(posted) };
}

export type ReplaceBillLedgerEntries = {
  shopId: string;
  billId: string;
  /** The bill's customer now; the old entries may belong to another one. */
  customerId: string;
  /** Zero amounts are left out; an empty list just removes the bill's entries. */
  entries: readonly LedgerEntryAmount[];
};

/**
 * Makes the bill's entries exactly `entries`: removes the old ones (undoing their effect on
 * their customer's balance) and posts the new ones. Replaced entries keep their first
 * date, so editing a bill does not move it to the top of the customer's history.
 */
export async function replaceBillLedgerEntries(
  tx: Tx,
  { shopId, billId, customerId, entries }: ReplaceBillLedgerEntries,
): Promise<void> {
  const removed = await deleteBillLedgerEntries(tx, { shopId, billId });
  const { entries: posted } = billPosting(entries);
  const createdAt = earliest(removed);
  await insertLedgerEntries(tx, {
    shopId,
    entries: posted.map((entry) => ({ ...entry, customerId, billId, createdAt })),
  });

  const deltas = new Map<string, number>();
  for (const entry of removed) {
    deltas.set(entry.customerId, (deltas.get(entry.customerId) ?? 0) - balanceOf([entry]));
  }
  deltas.set(customerId, (deltas.get(customerId) ?? 0) + balanceOf(posted));
  // A fixed order of row locks, so two bills moving between the same customers cannot deadlock.
  for (const id of [...deltas.keys()].sort()) {
    const delta = deltas.get(id) ?? 0;
    if (delta !== 0) await addToCustomerBalance(tx, { shopId, customerId: id, delta });
  }
}

function earliest(rows: readonly LedgerEntryRow[]): Date | undefined {
  const times = rows.map((row) => row.createdAt.getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : undefined;
}

/** A customer's khata, newest first, as the Customer Manager shows it. */
export async function listCustomerEntries(
  db: Database,
  { shopId, customerId }: { shopId: string; customerId: string },
): Promise<LedgerEntryDto[]> {
  return (await listLedgerEntries(db, { shopId, customerId })).map(toLedgerEntryDto);
}

/** The same entries in paise, each with its bill's invoice number and receipt token. */
export { listLedgerEntries } from './ledger.repository';
