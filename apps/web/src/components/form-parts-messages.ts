import { params } from '@nanostores/i18n';
import { messages } from '../i18n/i18n';

// The texts of the form parts that bills, deals and the shop's setup share; the Hindi is in
// i18n/hi/form-parts.json.

export const billingModeMessages = messages('form-parts/billing-mode', {
  legend: 'What do you bill for?',
  product: 'Product',
  service: 'Service',
  category: 'Business Category',
  chooseCategory: 'Choose a category',
});

export const itemGroupMessages = messages('form-parts/item-group', {
  item: params('Item {serial}'),
  remove: params('Remove item {serial}'),
});

export const serviceFieldsEditorMessages = messages('form-parts/service-fields-editor', {
  privateNote:
    'Values with “Show on customer receipt” off stay on your copy only, like a phone’s password.',
  showOnReceipt: 'Show on customer receipt',
  noFields: 'No fields yet. Add the ones your bills need.',
  addOwn: 'Add a field of your own',
  newLabel: 'New field label',
  newType: 'New field type',
  addField: 'Add field',
  alreadyListed: 'This field is already in the list',
  text: 'Text',
  textarea: 'Long text',
  date: 'Date',
  number: 'Number',
});

export const planLimitDialogMessages = messages('form-parts/plan-limit', { ok: 'OK' });
