import type { ExpenseDto } from '@khatabill/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import { expenses } from '../db/schema';
import { shopRequest } from './factories';

/** Requests the expense API suites share, as one shop (`token`). */
export function expenseRequests(app: () => App, token: string) {
  const send = shopRequest(app, token);

  return {
    send,
    create: (payload: object, idempotencyKey?: string) =>
      send('POST', '/api/expenses/create', payload, idempotencyKey),
    list: (query = '') => send('GET', `/api/expenses/all${query}`),
    remove: (id: string) => send('DELETE', `/api/expenses/${id}`),
    categories: () => send('GET', '/api/expenses/categories'),

    /** Records an expense and answers it, failing the test on anything but 201. */
    async createOk(category: string, amount: number | string, date: string): Promise<ExpenseDto> {
      const response = await send('POST', '/api/expenses/create', { category, amount, date });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: ExpenseDto }>().data;
    },
  };
}

/** How many expenses the shop has stored. */
export async function expenseCount(app: App, shopId: string): Promise<number> {
  return (await app.db.select().from(expenses).where(eq(expenses.tenantId, shopId))).length;
}
