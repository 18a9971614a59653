import { STATEMENT_TEXTS } from '@khatabill/domain';
import { messages } from '../../i18n/i18n';

// The customer's statement page (`/s/{token}`), in the shop's language; the Hindi is in
// i18n/hi/customer.json. The English is the domain's; the balance's words are domain-messages' statementBalanceText.

export const statementMessages = messages('customer/statement', {
  title: STATEMENT_TEXTS.title,
  entries: STATEMENT_TEXTS.entries,
  notFound: STATEMENT_TEXTS.notFound,
  noEntries: STATEMENT_TEXTS.noEntries,
  receiptLink: STATEMENT_TEXTS.receiptLink,
  payWithUpi: STATEMENT_TEXTS.payWithUpi,
  scanToPay: STATEMENT_TEXTS.scanToPay,
});
