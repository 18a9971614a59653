import { Button } from './button';

type QueryStatusProps = {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** The spec's loading text for the screen, e.g. 'Loading customers...'. */
  loadingText: string;
};

/** A query's loading text, or its error with a retry; nothing once it has data. */
export function QueryStatus({ query, loadingText }: QueryStatusProps) {
  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        {loadingText}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{query.error?.message}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return null;
}
