import { useMessages } from '../../i18n/use-messages';
import { Button } from './button';
import { uiMessages } from './messages';

type LoadMoreButtonProps = {
  /** An infinite query's paging state. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
};

/** Load more under a paged list, while the server has more rows. */
export function LoadMoreButton({ query }: LoadMoreButtonProps) {
  const t = useMessages(uiMessages);
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      isLoading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t.loadMore}
    </Button>
  );
}
