import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { makeBill } from '../../../test/create-bill-harness';
import { stubApi } from '../../../test/stub-api';
import { useUpsertBill } from './upsert-bill';

const USAGE = { used: 1, limit: null, resetsOn: '2026-04-04T10:00:00.000Z' };

/** A query shown on screen (observed) under `queryKey`, counting its fetches. */
function watch(client: QueryClient, queryKey: readonly unknown[]) {
  const counter = { fetches: 0 };
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => ++counter.fetches,
    staleTime: Infinity,
  });
  observer.subscribe(() => {});
  return counter;
}

describe('useUpsertBill', () => {
  it('refetches the open dashboard after a save, but not the bill open in the form', async () => {
    const client = new QueryClient();
    const summary = watch(client, queryKeys.summaries.range('2026-03-01', '2026-03-31'));
    const reminders = watch(client, queryKeys.reminders.today);
    const dues = watch(client, queryKeys.customers.dues);
    const bill = watch(client, queryKeys.bills.detail('b1'));
    await waitFor(() => expect(summary.fetches + reminders.fetches + dues.fetches).toBe(3));
    stubApi(() => ({
      status: 201,
      body: { data: makeBill(), usage: { bills: USAGE, followups: USAGE } },
    }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpsertBill(), { wrapper });

    await act(() =>
      result.current.mutateAsync({
        bill: { name: 'Asha', mobile: '9876543210', items: [], status: 'completed' },
        idempotencyKey: 'key-1',
      }),
    );

    await waitFor(() =>
      expect([summary, reminders, dues].map((q) => q.fetches)).toEqual([2, 2, 2]),
    );
    expect(bill.fetches).toBe(1);
    expect(client.getQueryState(queryKeys.bills.detail('b1'))?.isInvalidated).toBe(true);
  });
});
