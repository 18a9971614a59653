import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlausibleProvider, trackedPath } from './analytics';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analytics', () => {
  it('never reports a bill token or id in the path', () => {
    expect(trackedPath('/your-bill/AbCdEfGhIjKlMnOpQrStUv')).toBe('/your-bill');
    expect(trackedPath('/view-bill/5b1c2d3e-0000-4000-8000-000000000001')).toBe('/view-bill');
    expect(trackedPath('/your-billing')).toBe('/your-billing');
    expect(trackedPath('/campaigns/diwali-offer')).toBe('/campaigns/diwali-offer');
  });

  it('sends a Plausible page view', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);

    createPlausibleProvider('https://stats.example/api/event', 'khatabill.example').pageView(
      '/your-bill',
    );

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://stats.example/api/event');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'pageview',
      url: `${window.location.origin}/your-bill`,
      domain: 'khatabill.example',
    });
  });
});
