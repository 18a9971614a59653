// The customer statement (`/s/{token}`, product §15): its words, shared by the page the server
// draws and its link previews, and its lines.

import { paise, ZERO_PAISE, type Paise } from '../money/paise';
import { runningBalances, type LedgerEntryAmount, type LedgerType } from './ledger';

export const STATEMENT_TEXTS = {
  title: 'Khata statement',
  entries: 'Entries',
  notFound: 'This statement link is not valid any more. Ask the shop for a new one.',
  noEntries: 'No entries yet',
  receiptLink: 'Receipt',
  payWithUpi: 'Pay with UPI',
  scanToPay: 'Scan to pay',
  settled: 'All settled',
} as const;

/**
 * What a statement line is to the customer: a bill's charge, the advance or the payment on a
 * bill, or an entry the shop wrote by hand (money the customer paid, or given to them).
 */
export const STATEMENT_LINE_KINDS = ['bill', 'advance', 'billPayment', 'payment', 'given'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export type StatementEntry = LedgerEntryAmount & {
  /** The advance of the bill that posted the entry; null for an entry written by hand. */
  billAdvance: Paise | null;
};

export type StatementLine<Entry extends StatementEntry> = {
  entry: Entry;
  kind: StatementLineKind;
  type: LedgerType;
  amount: Paise;
  /** The customer's balance after the line. */
  balance: Paise;
};

type LineBeforeBalance<Entry extends StatementEntry> = Omit<StatementLine<Entry>, 'balance'>;

/**
 * A khata as its customer reads it, newest first (as the entries come) with the balance after
 * each line. A bill's credit is its advance and its amount paid together: it reads as the two
 * lines of the bill's receipt, the advance below (it was paid first), so the balance after
 * the advance is what the bill left to pay.
 */
export function statementLines<Entry extends StatementEntry>(
  entriesNewestFirst: readonly Entry[],
  currentBalance: Paise,
): StatementLine<Entry>[] {
  const lines = entriesNewestFirst.flatMap(linesOf);
  const balances = runningBalances(lines, currentBalance);
  return lines.map((line, index) => ({ ...line, balance: balances[index] ?? ZERO_PAISE }));
}

function linesOf<Entry extends StatementEntry>(entry: Entry): LineBeforeBalance<Entry>[] {
  const line = (kind: StatementLineKind, amount: Paise): LineBeforeBalance<Entry> => ({
    entry,
    kind,
    type: entry.type,
    amount,
  });
  if (entry.billAdvance === null) {
    return [line(entry.type === 'credit' ? 'payment' : 'given', entry.amount)];
  }
  if (entry.type === 'debit') return [line('bill', entry.amount)];
  const advance = paise(Math.min(entry.billAdvance, entry.amount));
  return [line('billPayment', paise(entry.amount - advance)), line('advance', advance)].filter(
    ({ amount }) => amount > 0,
  );
}
