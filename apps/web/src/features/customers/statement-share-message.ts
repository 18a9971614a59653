import { formatRupees, paise, rupeesToPaise, type CustomerDto } from '@khatabill/domain';
import type { statementLinkMessages } from './messages';

type StatementTexts = ReturnType<typeof statementLinkMessages.get>;

/** statementShareText in the language shown: the balance in the customer's words, and the link. */
export function statementShareMessage(
  t: StatementTexts,
  { shopName, customer, link }: { shopName: string; customer: CustomerDto; link: string },
): string {
  const balance = rupeesToPaise(customer.balance);
  const balanceText =
    balance < 0
      ? t.youOwe({ amount: formatRupees(paise(-balance)) })
      : balance > 0
        ? t.shopOwesYou({ shop: shopName, amount: formatRupees(balance) })
        : t.settled;
  return t.shareText({ customer: customer.name, shop: shopName, balance: balanceText, link });
}
