import { describe, expect, it } from 'vitest';
import { usePgliteTestApp } from '../test/app';

// Helmet's headers are computed once at start (ADR 012): every answer, a route's, a failure or
// a 404, must still carry all of those its middleware sets, each time.
describe('security headers', () => {
  const app = usePgliteTestApp();

  it("sends every header of Helmet's middleware on each answer, whatever its status", async () => {
    for (const url of ['/api/health', '/api/health', '/api/nope', '/api/customers/search']) {
      const { headers } = await app().inject({ method: 'GET', url });

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
