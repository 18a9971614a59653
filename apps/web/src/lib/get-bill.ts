import type { BillDto } from '@khatabill/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export function getBill(billId: string): Promise<BillDto> {
  return api.get<BillDto>(`/bills/${encodeURIComponent(billId)}`);
}

/** A whole bill, cached under its id: the screens that read it share one answer. */
export function billQuery(billId: string) {
  return queryOptions({
    queryKey: queryKeys.bills.detail(billId),
    queryFn: () => getBill(billId),
  });
}

/**
 * A bill of the shop by its id: the one opened for editing (`/create-bill?billId=…`), viewed
 * (`/view-bill/{billId}`) or opened in the Bill Book; idle without an id.
 */
export function useBill(billId: string | null) {
  return useQuery({ ...billQuery(billId ?? ''), enabled: billId !== null });
}
