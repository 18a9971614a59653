// The customer statement (`/s/{token}`, issue 14): its words, shared by the page the server
// draws and its link previews.

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
