import { messages } from '../i18n/i18n';

// The frame of a page the server draws for a customer, in the shop's language; the Hindi is
// in the domain's customer-texts/hi.json.

export const publicDocumentMessages = messages('customer/document', {
  login: 'Login',
  openApp: 'Open app',
});
