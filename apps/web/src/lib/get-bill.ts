import type { BillDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export function getBill(billId: string): Promise<BillDto> {
  return api.get<BillDto>(`/bills/${encodeURIComponent(billId)}`);
}

/**
 * A bill of the shop by its id: the one opened for editing (`/create-bill?billId=…`) or
 * viewed (`/view-bill/{billId}`); idle without an id.
 */
export function useBill(billId: string | null) {
  return useQuery({
    queryKey: queryKeys.bills.detail(billId ?? ''),
    queryFn: () => getBill(billId ?? ''),
    enabled: billId !== null,
  });
}
