import type { DayRange, SummaryDto } from '@khatabill/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The summary selector's choices (product §2): Today, This Week, or any range of days. */
export type SummaryChoice = { kind: 'today' } | { kind: 'week' } | ({ kind: 'range' } & DayRange);

function summaryRequest(choice: SummaryChoice) {
  switch (choice.kind) {
    case 'today':
      return { key: queryKeys.summaries.today, path: '/bills/today' };
    case 'week':
      return { key: queryKeys.summaries.week, path: '/bills/week' };
    case 'range': {
      const params = new URLSearchParams({ from: choice.from, to: choice.to });
      return {
        key: queryKeys.summaries.range(choice.from, choice.to),
        path: `/bills/summary?${params}`,
      };
    }
  }
}

export function getSummary(choice: SummaryChoice, signal?: AbortSignal): Promise<SummaryDto> {
  return api.get<SummaryDto>(summaryRequest(choice).path, { signal });
}

/**
 * The summary of the chosen range, cached 5 minutes (product §9); idle without a choice (a
 * custom range that is not valid yet is never sent).
 */
export function useSummary(choice: SummaryChoice | null) {
  return useQuery({
    queryKey: choice ? summaryRequest(choice).key : queryKeys.summaries.all,
    queryFn: choice ? ({ signal }) => getSummary(choice, signal) : skipToken,
  });
}
