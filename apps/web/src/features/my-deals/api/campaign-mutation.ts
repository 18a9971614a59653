import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A change to one of the shop's campaigns: afterwards the shop's list and the public deals
 * pages are read again (a new, edited, ended or deleted deal shows there too).
 */
export function useCampaignMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myCampaigns }),
        queryClient.invalidateQueries({ queryKey: queryKeys.deals.all }),
      ]),
  });
}
