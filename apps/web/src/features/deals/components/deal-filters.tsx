import type { DealSort } from '@khatabill/domain';
import { SearchField } from '../../../components/ui/search-field';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { useMessages } from '../../../i18n/use-messages';
import { dealFiltersMessages } from '../messages';

const SORTS: readonly DealSort[] = ['latest', 'expiring'];

type DealFiltersProps = {
  search: string;
  setSearch: (text: string) => void;
  sort: DealSort;
  setSort: (sort: DealSort) => void;
};

/** Spec §2 `/deals`: the search box (Search shop or product) and the sort, one tap each. */
export function DealFilters({ search, setSearch, sort, setSort }: DealFiltersProps) {
  const t = useMessages(dealFiltersMessages);
  const options = SORTS.map((value) => ({ value, label: t[value] }));
  return (
    <div role="search" className="flex flex-col gap-3">
      <SearchField
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={setSearch}
      />
      <SegmentedChoice legend={t.sort} options={options} value={sort} onChange={setSort} />
    </div>
  );
}
