import type { FollowupDto, FollowupSaveResult, ProductDto } from '@khatabill/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import { followups, users } from '../db/schema';
import { customerRequests } from './customers';
import { shopRequest } from './factories';

/** Requests and checks the follow-up API suites share. */

const HOUR_MS = 3_600_000;

/** An ISO instant `hours` from now (in the past when negative). */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * HOUR_MS).toISOString();
}

export type FollowupPayload = Record<string, unknown>;

export function followupRequests(app: () => App, token: string) {
  const send = shopRequest(app, token);

  return {
    send,
    create: (payload: FollowupPayload, idempotencyKey?: string) =>
      send('POST', '/api/followups', payload, idempotencyKey),
    get: (id: string) => send('GET', `/api/followups/${id}`),
    list: (query = '') => send('GET', `/api/followups${query}`),
    setStatus: (id: string, status: string, scheduledAt?: string) =>
      send('PATCH', `/api/followups/${id}/status`, { status, scheduledAt }),

    /** A customer and a product of this shop, and a valid follow-up for them. */
    async booking(overrides: FollowupPayload = {}): Promise<FollowupPayload> {
      const customer = await customerRequests(app).addCustomer(token, 'Ravi Kumar');
      const product = await send('POST', '/api/products', { name: 'Screen repair', price: 1499.5 });
      expect(product.statusCode, product.body).toBe(201);
      return {
        customerId: customer._id,
        productId: product.json<{ data: ProductDto }>().data._id,
        scheduledAt: hoursFromNow(48),
        remindBefore: '1d',
        notes: 'Bring the charger',
        ...overrides,
      };
    },

    /** Creates a follow-up and answers it, failing the test on anything but 201. */
    async createOk(payload: FollowupPayload): Promise<FollowupDto> {
      const response = await send('POST', '/api/followups', payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<FollowupSaveResult>().data;
    },
  };
}

/** The shop's follow-up rows as stored. */
export function storedFollowups(app: App, shopId: string) {
  return app.db.select().from(followups).where(eq(followups.tenantId, shopId));
}

/** The shop's follow-ups counted in its billing period, as stored. */
export async function followupCountOf(app: App, shopId: string): Promise<number | undefined> {
  const [row] = await app.db.select().from(users).where(eq(users.id, shopId));
  return row?.followupCount;
}
