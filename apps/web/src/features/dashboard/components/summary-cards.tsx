import { formatCompact, type SummaryDto } from '@khatabill/domain';
import { LockIcon } from '../../../components/ui/icons';
import { planMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { formatCompactRupees } from '../compact-rupees';
import { summaryMessages } from '../messages';

/** A card's figure, or null when the plan hides it (the server did not send it). */
type Card = { label: string; value: string | null; isNegative?: boolean };

function moneyCard(label: string, rupees: number | undefined): Card {
  return rupees === undefined
    ? { label, value: null }
    : { label, value: formatCompactRupees(rupees), isNegative: rupees < 0 };
}

function cardsOf(summary: SummaryDto, t: ReturnType<typeof summaryMessages.get>): Card[] {
  return [
    { label: t.bills, value: formatCompact(summary.count) },
    { label: t.customers, value: formatCompact(summary.totalCustomers) },
    { label: t.itemsSold, value: formatCompact(summary.totalItems) },
    moneyCard(t.revenue, summary.totalSales),
    moneyCard(t.expenses, summary.totalExpenses),
    moneyCard(t.profit, summary.netProfit),
    // A regular GST registration's tax of the period's invoices, which it pays on.
    ...(summary.outputTax ? [moneyCard(t.outputTax, summary.outputTax.total)] : []),
  ];
}

/**
 * The six cards of product §2, and a GST-registered shop's output tax (product §16). Without the profit feature the server leaves out expenses and
 * profit; their cards show a blurred stand-in (never a real figure) and "Upgrade to view".
 */
export function SummaryCards({ summary }: { summary: SummaryDto }) {
  const t = useMessages(summaryMessages);
  const plans = useMessages(planMessages);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {cardsOf(summary, t).map((card) => (
        <div
          key={card.label}
          data-summary-card={card.label}
          className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3"
        >
          <dt className="text-sm text-slate-600">{card.label}</dt>
          {card.value === null ? (
            <dd className="flex flex-col gap-1">
              <span aria-hidden="true" className="text-2xl font-bold blur-sm select-none">
                ₹00.0K
              </span>
              <span className="inline-flex items-center gap-1 text-sm font-medium text-brand-800">
                <LockIcon className="size-4 shrink-0" />
                {plans.upgradeToView}
              </span>
            </dd>
          ) : (
            <dd
              className={`text-2xl font-bold break-words ${card.isNegative ? 'text-red-700' : 'text-slate-900'}`}
            >
              {card.value}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
