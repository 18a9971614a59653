import {
  paise,
  type CustomerDuesDto,
  type SummaryDto,
  type TopProductDto,
} from '@khatabill/domain';
import { expect } from 'vitest';
import type { App } from '../app';
import { expenses } from '../db/schema';
import { authHeader } from './factories';

/** Requests the dashboard suites share, as one shop (`token`). */
export function dashboardRequests(app: () => App, token: string) {
  const get = (url: string) => app().inject({ method: 'GET', url, headers: authHeader(token) });
  /** Answers the data of a 200, failing the test on anything else. */
  async function ok<T>(url: string): Promise<T> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  }
  return {
    get,
    summary: (from: string, to: string) =>
      ok<SummaryDto>(`/api/bills/summary?from=${from}&to=${to}`),
    today: () => ok<SummaryDto>('/api/bills/today'),
    week: () => ok<SummaryDto>('/api/bills/week'),
    topProducts: () => ok<TopProductDto[]>('/api/bills/top-products'),
    dues: () => ok<CustomerDuesDto>('/api/customers/dues'),
  };
}

/**
 * An expense row written straight to the table (the expenses module owns the API); `amount`
 * in paise, `date` a shop-local day.
 */
export async function insertExpense(
  app: App,
  { shopId, amount, date }: { shopId: string; amount: number; date: string },
): Promise<void> {
  await app.db
    .insert(expenses)
    .values({ tenantId: shopId, category: 'Rent', amount: paise(amount), date });
}
