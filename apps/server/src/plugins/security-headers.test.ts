import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createTestApp } from '../test/app';
import { createTestDatabase } from '../test/db';

// Helmet's headers are computed once at start (ADR 015): every answer, a route's, a failure or
// a 404, must still carry all of those its middleware sets, each time.
describe('security headers', () => {
  let database: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("sends every header of Helmet's middleware on each answer, whatever its status", async () => {
    for (const url of ['/api/health', '/api/health', '/api/nope', '/api/customers/search']) {
      const { headers } = await app.inject({ method: 'GET', url });

      expect(headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});
