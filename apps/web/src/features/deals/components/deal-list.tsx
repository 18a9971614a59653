import { Button } from '../../../components/ui/button';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { useMessages } from '../../../i18n/use-messages';
import { useDeals, type DealFilters } from '../api/get-deals';
import { dealListMessages } from '../messages';
import { DealCard } from './deal-card';

/** The running deals that match, with Load more for the next page. */
export function DealList({ filters }: { filters: DealFilters }) {
  const t = useMessages(dealListMessages);
  const deals = useDeals(filters);

  if (deals.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        {t.loading}
      </p>
    );
  }
  if (deals.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-red-700">{t.failed}</p>
        <Button variant="secondary" onClick={() => void deals.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  }
  const list = deals.data.pages.flatMap((page) => page.data);
  if (list.length === 0) {
    return (
      <div className="py-8 text-center text-slate-600">
        <p className="font-medium text-slate-800">{t.noDeals}</p>
        <p>{filters.q ? t.noMatch : t.noneRunning}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.map((deal, index) => (
          <li key={deal.slug}>
            <DealCard deal={deal} isFirst={index === 0} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={deals} />
    </div>
  );
}
