import { DEFAULT_REMINDER_MESSAGE } from '@khatabill/domain';
import { count, params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// Create Bill's English texts; the Hindi is in i18n/hi/create-bill.json under the same names.

export const createBillPageMessages = messages('create-bill/page', {
  title: 'Create Bill',
  editTitle: params('Edit Bill {number}'),
  waiting: count({
    one: '1 bill is waiting to be saved when the connection returns.',
    other: '{count} bills are waiting to be saved when the connection returns.',
  }),
  loadingBill: 'Loading bill...',
  loading: 'Loading...',
  loadBillFailed: 'Failed to load bill.',
  completed: 'This bill is completed and can no longer be edited. Share it from Bill Book.',
  loadFollowupFailed: 'Failed to load the follow-up.',
  createNew: 'Create New Bill',
});

export const billFormMessages = messages('create-bill/form', {
  notes: 'Notes',
  statusTimeline: 'Status timeline',
  createdOn: params('Created on {date}'),
  movedToPending: params('Moved to Pending {date}'),
  completedOn: params('Completed {date}'),
  restored: 'Restored your unsaved',
  restoredBill: 'bill —',
  discard: 'Discard',
  resetsOn: params('{quota}. Resets on {date}.'),
});

export const customerFieldsMessages = messages('create-bill/customer', {
  customer: 'Customer',
  edit: 'Edit',
  customerName: 'Customer Name',
  mobileNumber: 'Mobile Number',
  confirm: 'Confirm Customer',
});

export const itemsMessages = messages('create-bill/items', {
  items: 'Items',
  chooseProducts: 'Choose Products',
  addProducts: 'Add Products',
  noItems: 'No items yet: choose products or add one.',
  total: 'Total',
  productName: 'Product name',
  price: 'Price',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  decreaseRemoves: 'Decrease quantity (removes the item)',
  increase: 'Increase quantity',
});

export const billTabsMessages = messages('create-bill/tabs', {
  label: 'Bill details',
  request: 'Service Request',
  handling: 'Service Handling',
  payment: 'Payment Breakdown',
});

export const serviceFieldsTabMessages = messages('create-bill/service-fields', {
  noFields: 'No fields set up yet.',
  addInSettings: 'Add them in Settings',
  // Tells the owner a value (an unlock code, say) is safe to type: the customer never sees it.
  privateHint: 'Only on your copy, not on the customer’s receipt',
});

export const paymentMessages = messages('create-bill/payment', {
  total: 'Total',
  amountPaid: 'Amount Paid',
  onHoldKeepsNoPayment: params(
    '{onHold} keeps no payment: the {amount} in Amount Paid is not saved if you tap {onHold}.',
  ),
  discountType: 'Discount Type',
  discountAmount: 'Amount (₹)',
  discountPercent: 'Percent (%)',
  discountValue: 'Discount Value',
  percentHint: 'Percent of the total',
  rupeesHint: 'In rupees',
  paymentMethod: 'Payment method:',
  choosePaymentMethod: 'Choose Payment Method',
  editItems: '← Edit Items',
  paymentMethodLegend: 'Payment Method',
  finalTotal: 'Final Total',
  tooLarge: 'The amounts are too large to add up.',
  summary: 'Payment summary',
  baseAmount: 'Base Amount',
  discount: 'Discount',
  advancePaid: 'Advance Paid',
});

export const reminderMessages = messages('create-bill/reminder', {
  setReminder: 'Set a reminder for this customer',
  date: 'Reminder Date',
  message: 'Message',
  repeat: 'Repeat Reminder',
  repeatNote: 'With a repeat, the system schedules the next reminder automatically.',
  defaultMessage: DEFAULT_REMINDER_MESSAGE,
});

export const billSaveMessages = messages('create-bill/save', {
  saveBill: 'Save bill',
  scanPay: 'Scan & Pay',
  saveAndDone: 'Save & Done',
  created: 'Bill created successfully',
  savedAs: params('Bill saved as {status}'),
  saveFailed: 'Could not save the bill. Please try again.',
  keptOffline: 'You are offline. The bill is kept and will be saved when the connection returns.',
  notSaved: params('The bill for {name} was not saved: {message}'),
  tryAgain: 'Please try again.',
  savedNotice: params('Bill {number} for {name} is saved.'),
  share: 'Share',
  dismiss: 'Dismiss',
  ok: 'OK',
});

export const leaveBillMessages = messages('create-bill/leave', {
  title: 'Leave this bill?',
  body: 'The bill is not saved yet. It stays on this phone and comes back when you open it again.',
  stay: 'Stay',
  leave: 'Leave',
});
