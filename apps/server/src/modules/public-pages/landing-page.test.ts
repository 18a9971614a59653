import { LANGUAGE_COOKIE } from '@khatabill/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { createTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { INDEX_HTML, LANDING_SCRIPT, readHead, useWebDist } from '../../test/page-head';

// The landing page reads no data: one embedded database serves every suite here.
const withRenderers = useWebDist({ renderers: true });
const withoutRenderers = useWebDist();

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function useApp(webDist: string): () => App {
  let app: App | undefined;
  beforeAll(async () => {
    app = await createTestApp(database, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => app as App;
}

describe('landing page', () => {
  const app = useApp(withRenderers);
  const openLanding = (headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url: '/', headers });

  it('is the whole page, drawn on the server with its styles and one small script', async () => {
    const response = await openLanding();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const { body } = response;
    expect(body).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(readHead(body).title).toEqual(['KhataBill: free billing and khata for shops']);
    expect(body).toContain(
      '<meta name="description" content="Make bills in seconds, share them on WhatsApp, collect with UPI QR and keep every customer’s khata. Free for small shops."/>',
    );
    expect(body).toContain('Billing and khata for your shop, free with KhataBill');
    expect(body).toContain('Premium templates');
    expect(body).toMatch(/href="\/deals"[^>]*>See deals from shops<\/a>/);
    // Made to be found and installed, unlike a customer's bill.
    expect(body).not.toContain('noindex');
    expect(body).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(body.match(/<style>/g)).toHaveLength(1);
    expect(body.match(/<script/g)).toEqual(['<script']);
    expect(body).toContain(`<script type="module" src="${LANDING_SCRIPT}"></script>`);
  });

  it('leads a visitor to sign up, and carries the texts its script shows a signed-in user', async () => {
    const { body } = await openLanding();

    expect(body).toMatch(
      /<a href="\/auth" class="[^"]*" data-session-link="true" data-signed-in-label="Go to Dashboard" data-admin-label="Go to Admin">Start for Free<\/a>/,
    );
    expect(body).toMatch(
      /<a href="\/auth" class="[^"]*" data-session-link="true" data-signed-in-label="Open app">Login<\/a>/,
    );
  });

  it('is drawn in Hindi for a browser that accepts Hindi, unless the app kept another language', async () => {
    const hindi = await openLanding({ 'accept-language': 'en-GB,hi-IN;q=0.8' });
    expect(hindi.body).toMatch(/^<!doctype html><html lang="hi-IN">/);
    expect(readHead(hindi.body).title).toEqual(['KhataBill: दुकानों के लिए मुफ़्त बिलिंग और खाता']);
    expect(hindi.body).toContain('आपकी दुकान के लिए बिल और खाता, KhataBill के साथ मुफ़्त');

    const chosenEnglish = await openLanding({
      'accept-language': 'hi-IN',
      cookie: `${LANGUAGE_COOKIE}=en`,
    });
    expect(chosenEnglish.body).toMatch(/^<!doctype html><html lang="en-IN">/);

    const chosenHindi = await openLanding({ cookie: `other=1; ${LANGUAGE_COOKIE}=hi` });
    expect(chosenHindi.body).toMatch(/^<!doctype html><html lang="hi-IN">/);
  });

  it('may be kept only for the language it was drawn in', async () => {
    const { headers } = await openLanding();

    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.vary).toBe('cookie, accept-language');
  });

  it('answers odd languages in English, never failing', async () => {
    const oddHeaders: Record<string, string>[] = [
      { cookie: `${LANGUAGE_COOKIE}=fr` },
      { cookie: `${LANGUAGE_COOKIE}=${'h'.repeat(5000)}` },
      { 'accept-language': `${'en,'.repeat(5000)}hi` },
      { 'accept-language': '*;q=0' },
    ];
    for (const headers of oddHeaders) {
      const response = await openLanding(headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^<!doctype html><html lang="en-IN">/);
    }
  });

  it('leaves the app page at its own address, for the service worker to keep', async () => {
    const response = await app().inject({ method: 'GET', url: '/index.html' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe('landing page without a renderer (an older build)', () => {
  const app = useApp(withoutRenderers);

  it('is the app page', async () => {
    const response = await app().inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
