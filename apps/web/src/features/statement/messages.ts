import { STATEMENT_TEXTS } from '@khatabill/domain';
import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// The customer's statement page (`/s/{token}`), in the shop's language; the Hindi is in the
// domain's customer-texts/hi.json. Its fixed words are the domain's; the balance's words are
// domain-messages' statementBalanceText. Its lines speak to the customer ("You paid", never
// the shop's "You Got"), naming each bill.

export const statementMessages = messages('customer/statement', {
  title: STATEMENT_TEXTS.title,
  entries: STATEMENT_TEXTS.entries,
  notFound: STATEMENT_TEXTS.notFound,
  noEntries: STATEMENT_TEXTS.noEntries,
  receiptLink: STATEMENT_TEXTS.receiptLink,
  payWithUpi: STATEMENT_TEXTS.payWithUpi,
  scanToPay: STATEMENT_TEXTS.scanToPay,
  lineBill: params('Bill {invoice}'),
  lineAdvance: params('Advance paid on {invoice}'),
  lineBillPayment: params('You paid on {invoice}'),
  linePayment: 'You paid',
  lineGiven: 'Given to you',
  lessDiscount: params('{base} less discount {discount}'),
});
