import type { BillSaveResult } from '@khatabill/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { BillRequest } from '../bill-request';

/** What a bill changes on the dashboard (product §7): summaries, today's reminders, dues. */
const DASHBOARD_KEYS = [
  queryKeys.summaries.all,
  queryKeys.reminders.today,
  queryKeys.customers.dues,
];

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
      // The dashboard may be open when a bill kept offline is sent: its numbers refetch now.
      for (const queryKey of DASHBOARD_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
