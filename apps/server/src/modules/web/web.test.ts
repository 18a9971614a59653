import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { createTestApp, usePgliteTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { errorBody } from '../../plugins/error-handler';

const INDEX_HTML = '<!doctype html><title>KhataBill</title><div id="root"></div>';
// Large and repetitive, so compression is worth it (and measurable).
const APP_JS = `console.log(${JSON.stringify('khata '.repeat(2000))});`;

/** A tiny stand-in for apps/web/dist. */
function writeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /your-bill/\n');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dir, 'assets', 'index-a1b2c3.js'), APP_JS);
  return dir;
}

describe('serving the web app', () => {
  const webDist = writeWebDist();
  let database: DatabaseHandle;
  let app: App;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await createTestApp(database, {
      WEB_DIST: webDist,
      TRUST_PROXY: 'true',
      ANALYTICS_URL: 'https://stats.example.in/api/event',
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/deals', '/bill-book?from=2026-01-01'])(
    'answers %s with index.html, revalidated on each use',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with an immutable cache, compressed', async () => {
    const response = await get('/assets/index-a1b2c3.js', { 'accept-encoding': 'br, gzip' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 10);
  });

  it('serves robots.txt and sw.js as files', async () => {
    const robots = await get('/robots.txt');
    const worker = await get('/sw.js');

    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /your-bill/');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/manifest.webmanifest',
    '/assets/gone-123.js',
    '/files/nope.webp',
    '/api/nope',
    '/api',
  ])('answers a missing %s with 404, not the app page', async (url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody('Not found'));
  });

  it('does not answer other methods with the app page', async () => {
    const response = await app.inject({ method: 'POST', url: '/dashboard' });

    expect(response.statusCode).toBe(404);
  });

  it('keeps the public receipt page out of search engines and referrers (a build without its renderer: the app page)', async () => {
    const response = await get('/your-bill/AbCdEfGhIjKlMnOpQrStUv');

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each([
    '/your-bill/AbCdEfGhIjKlMnOpQrStUv',
    '/s/AbCdEfGhIjKlMnOpQrStUv',
    '/campaigns/diwali-sale',
  ])('keeps %s, drawn on the server from live data, out of every cache', async (url) => {
    const response = await get(url);

    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/dashboard', '/api/health', '/api/nope']) {
      const { headers } = await get(url);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self' https://stats.example.in;");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('forbids framing in the older header too, and keeps API answers out of every cache', async () => {
    const page = await get('/dashboard');
    const api = await get('/api/health');
    const missing = await get('/api/nope');

    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('adds HSTS only when the request came over HTTPS', async () => {
    const response = await get('/dashboard', { 'x-forwarded-proto': 'https' });

    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('without a web build', () => {
  const app = usePgliteTestApp({ WEB_DIST: path.join(os.tmpdir(), 'no-such-web-dist') });

  it('still serves the API and answers pages with 404', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(404);
  });
});

describe('HSTS without a trusted proxy', () => {
  const app = usePgliteTestApp();

  it('ignores an X-Forwarded-Proto that anyone could send', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });

    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
