import type { BillDto, BillStatus } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type BillStatusChange = {
  billId: string;
  status: BillStatus;
  /** Rupees as typed, taken with the change and posted to the khata with it. */
  amountReceived?: string;
};

export function updateBillStatus({
  billId,
  status,
  amountReceived,
}: BillStatusChange): Promise<BillDto> {
  return api.patch<BillDto>(`/bills/${encodeURIComponent(billId)}/status`, {
    status,
    ...(amountReceived ? { amountReceived } : {}),
  });
}

export function useUpdateBillStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillStatus,
    onSuccess: async () => {
      // A payment moves the customer's balance and the dashboard too, whose keys belong to
      // other screens: everything is marked stale, and the bills shown here refetch now.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.bills.all });
    },
  });
}
