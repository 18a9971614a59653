import { formatRupees } from '../money/format';
import { paise, type Paise } from '../money/paise';

// The customer statement (`/s/{token}`, issue 14): its words, shared by the page the server
// draws and the WhatsApp text the Customer Manager sends.

export const STATEMENT_TEXTS = {
  shareButton: 'Share statement',
  resetButton: 'Reset link',
  sendOnWhatsapp: 'Send statement on WhatsApp',
  resetDone: 'Statement link reset. The old link no longer opens.',
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
 * The balance in words, as the customer reads it: `You owe ₹1,250` when the balance is
 * negative (the customer owes the shop), `Sharma Store owes you ₹30` when positive.
 */
export function statementBalanceText(balance: Paise, shopName: string): string {
  if (balance < 0) return `You owe ${formatRupees(paise(-balance))}`;
  if (balance > 0) return `${shopName} owes you ${formatRupees(balance)}`;
  return STATEMENT_TEXTS.settled;
}

/** The WhatsApp text that carries the statement link. */
export function statementShareText({
  shopName,
  customerName,
  balance,
  url,
}: {
  shopName: string;
  customerName: string;
  balance: Paise;
  url: string;
}): string {
  return [
    `Hello ${customerName}, your khata with ${shopName}: ${statementBalanceText(balance, shopName)}.`,
    `See every entry: ${url}`,
  ].join('\n');
}
