import type { BillDto, BillStatus } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BILLS_QUERY_KEY } from './search-bills';

export function updateBillStatus({
  billId,
  status,
}: {
  billId: string;
  status: BillStatus;
}): Promise<BillDto> {
  return api.patch<BillDto>(`/bills/${encodeURIComponent(billId)}/status`, { status });
}

export function useUpdateBillStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLS_QUERY_KEY }),
  });
}
