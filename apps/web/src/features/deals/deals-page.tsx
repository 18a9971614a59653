import { useMessages } from '../../i18n/use-messages';
import { DealFilters } from './components/deal-filters';
import { DealList } from './components/deal-list';
import { useDealFilters } from './hooks/use-deal-filters';
import { dealsPageMessages } from './messages';

/** `/deals`: the shops' running deals, for anyone, without logging in (spec §2). */
export default function DealsPage() {
  const t = useMessages(dealsPageMessages);
  const { filters, ...filterState } = useDealFilters();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="text-slate-700">{t.intro}</p>
      </div>
      <DealFilters {...filterState} />
      <DealList filters={filters} />
    </div>
  );
}
