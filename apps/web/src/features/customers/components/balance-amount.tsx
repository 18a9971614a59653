import { formatRupeeNumber } from '@khatabill/domain';

/**
 * A khata balance: red with "due" when the customer owes the shop, green with "advance"
 * when the shop holds their money. The word carries the meaning, not only the colour.
 */
export function BalanceAmount({ balance }: { balance: number }) {
  const amount = formatRupeeNumber(Math.abs(balance));
  if (balance < 0) return <span className="font-semibold text-red-700">{amount} due</span>;
  if (balance > 0) return <span className="font-semibold text-green-700">{amount} advance</span>;
  return <span className="text-slate-600">{amount}</span>;
}
