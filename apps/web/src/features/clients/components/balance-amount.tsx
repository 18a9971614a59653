import { formatRupeeNumber } from '@khatabill/domain';
import { useMessages } from '../../../i18n/use-messages';
import { customerListMessages } from '../messages';

/**
 * A khata balance: red with "due" when the customer owes the shop, green with "advance"
 * when the shop holds their money. The word carries the meaning, not only the colour.
 */
export function BalanceAmount({ balance }: { balance: number }) {
  const t = useMessages(customerListMessages);
  const amount = formatRupeeNumber(Math.abs(balance));
  if (balance < 0) return <span className="font-semibold text-red-700">{t.due({ amount })}</span>;
  if (balance > 0) {
    return <span className="font-semibold text-green-700">{t.advance({ amount })}</span>;
  }
  return <span className="text-slate-600">{amount}</span>;
}
