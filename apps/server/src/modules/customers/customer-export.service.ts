import {
  formatIndianDay,
  LEDGER_ENTRY_LABELS,
  paise,
  paiseToRupees,
  runningBalances,
  toShopDay,
  type Paise,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { readBatches } from '../../lib/batches';
import type { CsvRow } from '../../lib/csv';
import { listLedgerEntries } from '../ledger/ledger.service';
import { getShop } from '../shops/shops.service';
import { findCustomerOrFail, toSearchTerm } from './customers.service';
import { listCustomerBatch, type CustomerCursor, type CustomerRow } from './customers.repository';

export const CUSTOMER_CSV_HEADER = ['Name', 'Mobile', 'Due', 'Advance'] as const;
export const LEDGER_CSV_HEADER = [
  'Date',
  'Entry',
  'Amount',
  'Note',
  'Invoice number',
  'Balance',
] as const;

/** The Customer Manager's list (its search too), by name, a batch at a time. */
export async function* exportCustomers(
  db: Database,
  { shopId, q }: { shopId: string; q: string | undefined },
): AsyncGenerator<CsvRow> {
  const term = q?.trim() ? toSearchTerm(q) : null;
  const batches = readBatches<CustomerRow, CustomerCursor>(
    (after, limit) => listCustomerBatch(db, { shopId, term, after, limit }),
    (row) => ({ nameAlias: row.nameAlias, id: row.id }),
  );
  for await (const batch of batches) {
    for (const customer of batch) {
      const { due, advance } = dueAndAdvance(customer.balance);
      yield [customer.name, customer.mobile, paiseToRupees(due), paiseToRupees(advance)];
    }
  }
}

/**
 * One customer's khata, newest first, with the balance after each entry (negative: the
 * customer owes). Read whole, as the Customer Manager reads it; 404 for another shop's id,
 * before anything is sent.
 */
export async function exportCustomerLedger(
  db: Database,
  { shopId, customerId }: { shopId: string; customerId: string },
): Promise<CsvRow[]> {
  const customer = await findCustomerOrFail(db, { shopId, customerId });
  const [entries, { timeZone }] = await Promise.all([
    listLedgerEntries(db, { shopId, customerId }),
    getShop(db, { shopId }),
  ]);
  const balances = runningBalances(entries, customer.balance);
  return entries.map((entry, index): CsvRow => [
    formatIndianDay(toShopDay(entry.createdAt, timeZone)),
    LEDGER_ENTRY_LABELS[entry.type],
    paiseToRupees(entry.amount),
    entry.note,
    entry.invoiceNumber ?? '',
    paiseToRupees(balances[index] ?? paise(0)),
  ]);
}

/** A balance as the shop reads it: what the customer owes, or what the shop holds for them. */
function dueAndAdvance(balance: Paise): { due: Paise; advance: Paise } {
  return { due: paise(Math.max(0, -balance)), advance: paise(Math.max(0, balance)) };
}
