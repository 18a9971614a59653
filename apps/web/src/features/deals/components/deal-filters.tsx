import type { DealSort } from '@khatabill/domain';
import { SearchField } from '../../../components/ui/search-field';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';

const SORT_OPTIONS: readonly { value: DealSort; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'expiring', label: 'Expiring Soon' },
];

type DealFiltersProps = {
  search: string;
  setSearch: (text: string) => void;
  sort: DealSort;
  setSort: (sort: DealSort) => void;
};

/** Spec §2 `/deals`: the search box (Search shop or product) and the sort, one tap each. */
export function DealFilters({ search, setSearch, sort, setSort }: DealFiltersProps) {
  return (
    <div role="search" className="flex flex-col gap-3">
      <SearchField
        label="Search"
        placeholder="Search shop or product"
        value={search}
        onChange={setSearch}
      />
      <SegmentedChoice legend="Sort" options={SORT_OPTIONS} value={sort} onChange={setSort} />
    </div>
  );
}
