import type { DealSort } from '@khatabill/domain';
import { buttonClasses } from '../../../components/ui/button';
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
  /**
   * The page the server draws runs no app to follow the typing: the browser sends its form
   * (`/deals?q=saree&sort=expiring`) with a Show deals button. In the app, without it, the
   * list follows each change and the form is never sent.
   */
  hasSubmit?: boolean;
};

/** Product §2 `/deals`: the search box (Search shop or product) and the sort, one tap each. */
export function DealFilters({
  search,
  setSearch,
  sort,
  setSort,
  hasSubmit = false,
}: DealFiltersProps) {
  const t = useMessages(dealFiltersMessages);
  const options = SORTS.map((value) => ({ value, label: t[value] }));
  return (
    <form
      role="search"
      method="get"
      action="/deals"
      className="flex flex-col gap-3"
      // Runs in the app only (the server's page is drawn, never run): Enter sends nothing.
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchField
        label={t.search}
        placeholder={t.searchPlaceholder}
        name="q"
        value={search}
        onChange={setSearch}
      />
      <SegmentedChoice
        legend={t.sort}
        name="sort"
        options={options}
        value={sort}
        onChange={setSort}
      />
      {hasSubmit && (
        <button type="submit" className={buttonClasses('primary')}>
          {t.showDeals}
        </button>
      )}
    </form>
  );
}
