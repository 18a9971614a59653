import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/bill-book`'s English texts; the Hindi is in i18n/hi/bill-book.json under the same names.

export const billBookMessages = messages('bill-book/page', {
  title: 'All Bills',
  shareFor: params('{invoice} for {customer}'),
  searchLabel: 'Search by invoice or customer',
  searchPlaceholder: 'INV-12 or Ramesh',
  loading: 'Loading...',
  noBills: 'No bills found',
  madeBy: 'Made by',
  everyone: 'Everyone',
});

export const billCardMessages = messages('bill-book/bill-card', {
  details: 'Details',
  markCompleted: 'Mark Completed',
});

export const completeBillMessages = messages('bill-book/complete-bill', {
  title: 'Mark Completed',
  pending: 'Pending',
  amountReceived: 'Amount received now (₹)',
  amountHint: 'Leave empty if nothing was paid now.',
  receivedInFull: params('Received in full: {amount}'),
  afterThis: params('After this: {balance}'),
  nothingLeft: 'Nothing left pending.',
  saved: params('Bill saved as {status}'),
  savedReceived: params('Bill saved as {status}. {amount} received.'),
});
