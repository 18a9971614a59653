import type { CustomerDto } from '@khatabill/domain';
import { statementBalanceText, type statementBalanceMessages } from '../../i18n/domain-messages';
import type { statementLinkMessages } from './messages';

type StatementTexts = ReturnType<typeof statementLinkMessages.get>;
type BalanceTexts = ReturnType<typeof statementBalanceMessages.get>;

/** The statement's WhatsApp text in the language shown: the balance in the customer's words, and the link. */
export function statementShareMessage(
  t: StatementTexts,
  balances: BalanceTexts,
  { shopName, customer, link }: { shopName: string; customer: CustomerDto; link: string },
): string {
  const balance = statementBalanceText(balances, customer.balance, shopName);
  return t.shareText({ customer: customer.name, shop: shopName, balance, link });
}
