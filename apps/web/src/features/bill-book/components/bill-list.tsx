import type { BillListItemDto } from '@khatabill/domain';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { QueryStatus } from '../../../components/ui/query-status';
import { useMessages } from '../../../i18n/use-messages';
import { useBillSearch, type BillSearchFilters } from '../api/search-bills';
import { billBookMessages } from '../messages';
import { BillCard } from './bill-card';

type BillListProps = {
  filters: BillSearchFilters;
  onShare: (bill: BillListItemDto) => void;
  onComplete: (bill: BillListItemDto) => void;
};

/** The matching bills, newest first, 50 at a time (product §9). */
export function BillList({ filters, onShare, onComplete }: BillListProps) {
  const t = useMessages(billBookMessages);
  const bills = useBillSearch(filters);

  if (!bills.isSuccess) return <QueryStatus query={bills} loadingText={t.loading} />;
  const list = bills.data.pages.flatMap((page) => page.data);
  if (list.length === 0) return <p className="py-8 text-center text-slate-600">{t.noBills}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {list.map((bill) => (
          <li key={bill._id}>
            <BillCard bill={bill} onShare={onShare} onComplete={onComplete} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={bills} />
    </div>
  );
}
