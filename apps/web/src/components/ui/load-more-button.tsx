import { Button } from './button';

type LoadMoreButtonProps = {
  /** An infinite query's paging state. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
};

/** Load more under a paged list, while the server has more rows. */
export function LoadMoreButton({ query }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      isLoading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      Load more
    </Button>
  );
}
