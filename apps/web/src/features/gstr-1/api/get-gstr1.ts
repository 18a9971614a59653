import type { CalendarDay, Gstr1Dto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Gstr1Period = { from: CalendarDay; to: CalendarDay };

export function getGstr1({ from, to }: Gstr1Period): Promise<Gstr1Dto> {
  return api.get<Gstr1Dto>(`/gst/gstr1?${new URLSearchParams({ from, to })}`);
}

/** The period's GSTR-1 tables; waits for a whole period. */
export function useGstr1(period: Gstr1Period) {
  return useQuery({
    queryKey: queryKeys.gstr1(period.from, period.to),
    queryFn: () => getGstr1(period),
    enabled: Boolean(period.from && period.to),
  });
}
