import { BILL_BALANCE_LABELS } from '@khatabill/domain';
import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The receipt a customer reads (the public page, its print, the share dialog's preview) and
// the share dialog; in the shop's language. The Hindi is in the domain's customer-texts/hi.json.

export const receiptMessages = messages('customer/receipt', {
  billLabel: params('Bill {number}'),
  invoice: 'Invoice',
  date: 'Date',
  customer: 'Customer',
  serviceRequest: 'Service Request',
  serviceHandling: 'Service Handling',
  madeWith: params('Made with {product} — free billing for shops'),
  items: 'Items',
  item: 'Item',
  qtyPrice: '(Qty × Price)',
  amount: 'Amount',
  baseAmount: 'Base Amount',
  discount: 'Discount',
  discountPercent: params('Discount ({percent}%)'),
  advance: 'Advance',
  finalTotal: 'Final Total',
  amountPaid: 'Amount Paid',
  pending: BILL_BALANCE_LABELS.pending,
  toReturn: BILL_BALANCE_LABELS.toReturn,
});

export const shareBillMessages = messages('customer/share-bill', {
  title: 'Share Bill',
  linkCopied: 'Bill link copied to clipboard!',
  shareOnWhatsapp: 'Share on WhatsApp',
  getLink: 'Get Link',
  close: 'Close',
  billLink: 'Bill link',
  copy: 'Copy',
  whatsappText: params('Hello {name}, thank you for choosing {shop}. Your bill {number}: {link}'),
});
