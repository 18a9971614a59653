import { paise, type Paise } from '../money/paise';
import { amountPaidOf, chargedTotal, type BillTotals } from '../bills/bill-totals';

/** credit = money received from the customer; debit = goods, services or money given to them. */
export const LEDGER_TYPES = ['credit', 'debit'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** Labels in the transaction history. */
export const LEDGER_ENTRY_LABELS = {
  credit: 'You Got',
  debit: 'You Gave',
} as const satisfies Record<LedgerType, string>;

/** Labels of the Transaction Type choice in the Customer Manager form. */
export const LEDGER_FORM_LABELS = {
  credit: 'You Received',
  debit: 'You Paid',
} as const satisfies Record<LedgerType, string>;

/** What each entry does to what the customer owes, as the Customer Manager form says it. */
export const LEDGER_DUE_EFFECTS = {
  credit: 'due goes down',
  debit: 'due goes up',
} as const satisfies Record<LedgerType, string>;

export type LedgerEntryAmount = { type: LedgerType; amount: Paise };

/**
 * The two entries a non-draft bill posts: a debit of what the customer was charged
 * (items less discount, with any GST) and a credit of what they paid (advance plus amount paid).
 * A zero amount means "post no entry".
 */
export function billLedgerEntries(totals: BillTotals): { debit: Paise; credit: Paise } {
  return {
    debit: chargedTotal(totals),
    credit: paise(totals.advanceAmount + amountPaidOf(totals)),
  };
}

/** Σ credits − Σ debits: negative means the customer owes the shop. */
export function balanceOf(entries: readonly LedgerEntryAmount[]): Paise {
  return paise(
    entries.reduce((sum, { type, amount }) => (type === 'credit' ? sum + amount : sum - amount), 0),
  );
}

/**
 * The balance after each entry, for entries listed newest first: the newest leaves the
 * current balance, and each older one the balance before the entry above it.
 */
export function runningBalances(
  entriesNewestFirst: readonly LedgerEntryAmount[],
  currentBalance: Paise,
): Paise[] {
  let after: number = currentBalance;
  return entriesNewestFirst.map(({ type, amount }) => {
    const balance = paise(after);
    after = type === 'credit' ? after - amount : after + amount;
    return balance;
  });
}
