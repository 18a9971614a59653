import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// Apart from messages.ts: Scan & Pay loads after the form, and its texts with it. The Hindi
// is in i18n/hi/create-bill.json.

export const scanPayMessages = messages('create-bill/scan-pay', {
  title: 'Scan & Pay',
  noUpiId: 'Please add your UPI ID in settings to receive payments via QR code.',
  openSettings: 'Open Settings',
  close: 'Close',
  amountToAskFor: 'Amount to ask for',
  pending: params('Pending {amount}'),
  fullTotal: params('Full total {amount}'),
  pay: params('Pay {amount}'),
  payPending: params('Pay {amount} pending'),
  payFullTotal: params('Pay {amount} full total'),
  upiId: 'UPI ID:',
});
