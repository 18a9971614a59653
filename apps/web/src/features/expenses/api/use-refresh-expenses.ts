import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** An expense added or deleted changes the list, its total, the categories and the dashboard. */
export function useRefreshExpenses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.expenses.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.summaries.all }),
    ]);
}
