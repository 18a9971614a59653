import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { useMessages } from '../../../i18n/use-messages';
import { useDeals, type DealFilters } from '../api/get-deals';
import { dealListMessages } from '../messages';
import { DealCards, DealsEmpty, DealsFailed } from './deal-list-view';

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
  if (deals.isError) return <DealsFailed retry={{ onClick: () => void deals.refetch() }} />;
  const list = deals.data.pages.flatMap((page) => page.data);
  if (list.length === 0) return <DealsEmpty reason={filters.q ? 'noMatch' : 'noneRunning'} />;
  return <DealCards deals={list} more={<LoadMoreButton query={deals} />} />;
}
