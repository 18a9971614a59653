import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// Apart from messages.ts: the picker loads after the form, and its texts with it. The Hindi
// is in i18n/hi/create-bill.json.

export const productPickerMessages = messages('create-bill/product-picker', {
  title: 'Choose Products',
  loading: 'Loading products...',
  loadFailed: 'Could not load your products.',
  noProducts: 'No products found.',
  addProducts: 'Add products',
  inBill: params('In bill: {count}'),
  add: 'Add',
  done: 'Done',
});
