import type { DealSort } from '@khatabill/domain';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';

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

/** Spec §2 `/deals`: the search box (Search shop or product) and the sort. */
export function DealFilters({ search, setSearch, sort, setSort }: DealFiltersProps) {
  return (
    <div role="search" className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3">
      <SearchField
        label="Search"
        placeholder="Search shop or product"
        value={search}
        onChange={setSearch}
      />
      <Select
        label="Sort"
        value={sort}
        onChange={(event) => setSort(event.target.value === 'expiring' ? 'expiring' : 'latest')}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
