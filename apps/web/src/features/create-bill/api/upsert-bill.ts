import type { BillSaveResult } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BillRequest } from '../bill-request';

export type UpsertBillVariables = { bill: BillRequest; idempotencyKey: string };

/** Creates a bill, or edits the one named by `_id`; answers the saved bill and the shop's usage. */
export function upsertBill({ bill, idempotencyKey }: UpsertBillVariables): Promise<BillSaveResult> {
  return api.raw<BillSaveResult>('POST', '/bills/upsert', bill, { idempotencyKey });
}

export function useUpsertBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertBill,
    // Never paused offline: the caller keeps the bill and tells the owner instead.
    networkMode: 'always',
    onSuccess: () => {
      // Bill lists, dashboards and customer balances all change with a bill, and their keys
      // belong to other screens: everything is marked stale and refetched when next shown.
      // Nothing refetches now, so the bill open here keeps the state it was opened in
      // (a bill just completed must still show its share dialog, not "not editable").
      void queryClient.invalidateQueries({ refetchType: 'none' });
    },
  });
}
