import { addDays, toShopDay, type CampaignDto } from '@khatabill/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import { campaigns } from '../db/schema';
import { sendForm, shopRequest } from './factories';
import { imageField } from './images';

export const CAMPAIGN_IMAGES = '/api/campaigns/mine/images';

/** A shop-local day `n` days from today (India's clock, like the domain's check). */
export function dayFromToday(n: number): string {
  return addDays(toShopDay(new Date()), n);
}

/** A valid deal: two items, ending a week from today. */
export function dealPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Diwali offer',
    description: 'Festive prices on accessories',
    deadline: dayFromToday(7),
    contactPhone: '9876543210',
    items: [
      { name: 'Screen guard', originalPrice: 499, offerPrice: 299.5 },
      { name: 'Phone cover', originalPrice: '350', offerPrice: '199' },
    ],
    ...overrides,
  };
}

/** The shop campaign API (`/campaigns/mine…`), as one shop (`token`). */
export function campaignRequests(app: () => App, token: string) {
  const send = shopRequest(app, token);
  return {
    send,
    mine: () => send('GET', '/api/campaigns/mine'),
    get: (id: string) => send('GET', `/api/campaigns/mine/${id}`),
    create: (payload: object) => send('POST', '/api/campaigns/mine', payload),
    update: (id: string, payload: object) => send('PUT', `/api/campaigns/mine/${id}`, payload),
    end: (id: string) => send('POST', `/api/campaigns/mine/${id}/end`),
    remove: (id: string) => send('DELETE', `/api/campaigns/mine/${id}`),

    /** Uploads `bytes` as a deal picture of this kind. */
    upload: (bytes: Uint8Array, kind = 'banner', filename = 'banner.png') =>
      sendForm(app(), {
        method: 'POST',
        url: CAMPAIGN_IMAGES,
        token,
        fields: { image: imageField(bytes, filename), kind },
      }),

    /** Creates a deal and answers it, failing the test on anything but 201. */
    async createOk(overrides: Record<string, unknown> = {}): Promise<CampaignDto> {
      const response = await send('POST', '/api/campaigns/mine', dealPayload(overrides));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: CampaignDto }>().data;
    },
  };
}

/** The public deals calls, as anyone (no login). */
export function dealRequests(app: () => App) {
  return {
    list: (query = '') => app().inject({ method: 'GET', url: `/api/campaigns/campaigns${query}` }),
    open: (idOrSlug: string) =>
      app().inject({ method: 'GET', url: `/api/campaigns/campaigns/${idOrSlug}` }),
    click: (idOrSlug: string) =>
      app().inject({ method: 'POST', url: `/api/campaigns/campaigns/${idOrSlug}/click` }),
  };
}

/** How many campaigns the shop has stored. */
export async function campaignCount(app: App, shopId: string): Promise<number> {
  return (await app.db.select().from(campaigns).where(eq(campaigns.tenantId, shopId))).length;
}
