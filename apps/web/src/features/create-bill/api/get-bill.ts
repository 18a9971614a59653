import type { BillDto } from '@khatabill/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getBill(billId: string): Promise<BillDto> {
  return api.get<BillDto>(`/bills/${encodeURIComponent(billId)}`);
}

/** The bill opened for editing (`/create-bill?billId=…`); idle without an id. */
export function useBill(billId: string | null) {
  return useQuery({
    queryKey: queryKeys.bills.detail(billId ?? ''),
    queryFn: () => getBill(billId ?? ''),
    enabled: billId !== null,
  });
}
