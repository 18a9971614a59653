import type { FetchStatus } from '@tanstack/react-query';
import { useMessages } from '../../i18n/use-messages';
import { ApiError, isPlanRefusal } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-errors';
import { Button } from './button';
import { LoadingStatus } from './loading-status';
import { uiMessages } from './messages';

export { OFFLINE_SCREEN_MESSAGE } from './messages';

type QueryStatusProps = {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    fetchStatus: FetchStatus;
    refetch: () => unknown;
  };
  /** The screen's loading text (product §8), e.g. 'Loading customers...'. */
  loadingText: string;
};

/**
 * A query's loading text, or its error with a retry; nothing once it has data. Offline,
 * a query waits (paused) or fails without an answer: both say so, and TanStack Query
 * fetches again by itself when the connection returns. A refusal by the plan offers no
 * retry, which would be refused again: the app reads the plan again at once, and the screen
 * shows what the plan allows.
 */
export function QueryStatus({ query, loadingText }: QueryStatusProps) {
  const t = useMessages(uiMessages);
  const isOffline =
    (query.isPending && query.fetchStatus === 'paused') ||
    (query.error instanceof ApiError && query.error.status === 0);
  if (query.isPending && !isOffline) {
    return <LoadingStatus text={loadingText} />;
  }
  if (query.isError || isOffline) {
    const isRefusedByPlan = query.error instanceof ApiError && isPlanRefusal(query.error.status);
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{isOffline ? t.offline : errorMessage(query.error)}</p>
        {!isRefusedByPlan && (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.tryAgain}
          </Button>
        )}
      </div>
    );
  }
  return null;
}
