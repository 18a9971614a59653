import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { billPayload } from '../test/bills';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/db';
import { authHeader, createTestShop, multipartPayload, uniqueMobile } from '../test/factories';
import { BROKEN_CHARACTER, MALFORMED_FORM, NUL_CHARACTER } from '../messages';
import { errorBody } from './error-handler';

const NUL = 'a\u0000b';

describeEachDatabase('Text entering the API', (getDatabase) => {
  const app = useTestApp(getDatabase);
  let token: string;

  beforeAll(async () => {
    ({ token } = await createTestShop(app(), {
      billingMode: ['product', 'service'],
      businessType: 'mobile-laptop-repair',
    }));
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app().inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) });

  const countOf = async (table: string) => {
    const [row] = await queryRows(
      app().db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    );
    return Number(row?.n);
  };

  describe('with a NUL character (PostgreSQL cannot store U+0000)', () => {
    const cases: {
      what: string;
      field: string;
      request: () => Promise<{ statusCode: number; body: string }>;
    }[] = [
      {
        what: 'a product name',
        field: 'name',
        request: () => send('POST', '/api/products', { name: NUL, price: 10 }),
      },
      {
        what: 'a customer name',
        field: 'name',
        request: () => send('POST', '/api/customers', { name: NUL, mobile: '9876500001' }),
      },
      {
        what: 'bill notes',
        field: 'notes',
        request: () => send('POST', '/api/bills/upsert', billPayload({ notes: NUL })),
      },
      {
        what: 'an item name',
        field: 'items.0.name',
        request: () =>
          send(
            'POST',
            '/api/bills/upsert',
            billPayload({ items: [{ name: NUL, quantity: 1, price: 5 }] }),
          ),
      },
      {
        what: 'a custom field label',
        field: 'customFields.serviceFields',
        request: () =>
          send(
            'POST',
            '/api/bills/upsert',
            billPayload({ customFields: { serviceFields: { [NUL]: 'x' }, serviceInfo: {} } }),
          ),
      },
      {
        what: 'a custom field value',
        field: 'customFields.serviceFields.IMEI',
        request: () =>
          send(
            'POST',
            '/api/bills/upsert',
            billPayload({ customFields: { serviceFields: { IMEI: NUL }, serviceInfo: {} } }),
          ),
      },
      {
        what: 'a settings text',
        field: 'greetingMessage',
        request: () => send('PUT', '/api/auth/settings', { greetingMessage: NUL }),
      },
      {
        what: 'a location',
        field: 'location.address',
        request: () => send('PUT', '/api/auth/settings', { location: { address: NUL } }),
      },
      {
        what: 'a service field label in settings',
        field: 'serviceFields.0.label',
        request: () =>
          send('PUT', '/api/auth/settings', { serviceFields: [{ label: NUL, type: 'text' }] }),
      },
      {
        what: 'a signup name',
        field: 'name',
        request: () =>
          app().inject({
            method: 'POST',
            url: '/api/auth/signup',
            payload: { name: NUL, shopName: 'S', mobile: uniqueMobile(), password: 'secret123' },
          }),
      },
      {
        what: 'the customer search query',
        field: 'q',
        request: () => send('GET', '/api/customers/search?q=a%00b'),
      },
      {
        what: 'the bill search query',
        field: 'search',
        request: () => send('GET', '/api/bills/search?search=a%00b'),
      },
      {
        what: 'a path parameter',
        field: 'id',
        request: () => send('GET', '/api/bills/a%00b'),
      },
    ];

    it.each(cases)(
      'refuses $what with a field error and stores nothing',
      async ({ field, request }) => {
        const before = await Promise.all(['products', 'customers', 'bills', 'users'].map(countOf));

        const response = await request();

        expect(response.statusCode).toBe(400);
        expect(JSON.parse(response.body)).toEqual({
          message: NUL_CHARACTER,
          code: 'nulCharacter',
          errors: { [field]: NUL_CHARACTER },
        });
        expect(await Promise.all(['products', 'customers', 'bills', 'users'].map(countOf))).toEqual(
          before,
        );
      },
    );

    it('refuses half of a character (a lone surrogate) as a broken character, and takes a whole one', async () => {
      const texts: [field: string, text: string][] = [
        ['address', 'Shop \ud800 road'],
        ['city', 'Pune \udc00'],
        ['state', '\ude00\ud83d'],
      ];
      for (const [field, text] of texts) {
        const response = await send('PUT', '/api/auth/settings', { location: { [field]: text } });
        expect(response.statusCode).toBe(400);
        expect(JSON.parse(response.body)).toEqual({
          message: BROKEN_CHARACTER,
          code: 'brokenCharacter',
          errors: { [`location.${field}`]: BROKEN_CHARACTER },
        });
      }
      const whole = await send('PUT', '/api/auth/settings', {
        location: { address: 'Shop 😀 road' },
      });
      expect(whole.statusCode).toBe(200);
    });

    it('refuses one inside a multipart form too', async () => {
      const form = await multipartPayload({ footerNote: NUL });
      const response = await app().inject({
        method: 'PUT',
        url: '/api/auth/settings',
        headers: { ...authHeader(token), ...form.headers },
        payload: form.payload,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { footerNote: NUL_CHARACTER } });
    });
  });

  describe('as a malformed multipart form', () => {
    const bodies = [
      { what: 'without a boundary', type: 'multipart/form-data', body: 'hello' },
      { what: 'that is not multipart', type: 'multipart/form-data; boundary=xyz', body: 'hello' },
      {
        what: 'cut short',
        type: 'multipart/form-data; boundary=xyz',
        body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      },
    ];
    const routes = [
      { method: 'POST', url: '/api/auth/signup', auth: false },
      { method: 'POST', url: '/api/auth/login', auth: false },
      { method: 'PUT', url: '/api/auth/settings', auth: true },
      { method: 'POST', url: '/api/products', auth: true },
    ] as const;

    it.each(bodies.flatMap((body) => routes.map((route) => ({ ...body, ...route }))))(
      'answers 400 to $method $url with a form $what',
      async ({ method, url, auth, type, body }) => {
        const response = await app().inject({
          method,
          url,
          headers: { 'content-type': type, ...(auth ? authHeader(token) : {}) },
          payload: body,
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(MALFORMED_FORM));
      },
    );
  });

  describe('as a huge amount', () => {
    it('answers 400 at once, and the server keeps answering others meanwhile', async () => {
      // A quadratic pattern took 7 s on 80 000 digits and about 20 minutes on 1 MiB, the
      // largest body the server takes (the JSON around the amount needs a few bytes of it).
      const price = `${'1'.repeat(1024 * 1024 - 64)}x`;
      // Encoded once: the time measured is the server's, not the test's JSON.stringify.
      const body = JSON.stringify({ name: 'p', price });
      const sendBoth = async () => {
        const cpu = process.cpuUsage();
        const started = performance.now();
        const [product, health] = await Promise.all([
          app().inject({
            method: 'POST',
            url: '/api/products',
            headers: { ...authHeader(token), 'content-type': 'application/json' },
            payload: body,
          }),
          app().inject({ method: 'GET', url: '/api/health' }),
        ]);
        const { user, system } = process.cpuUsage(cpu);
        return {
          statuses: [product.statusCode, health.statusCode],
          cpuMs: (user + system) / 1000,
          wallMs: performance.now() - started,
        };
      };

      // The first send also compiles the code on its path. Then the processor time both
      // requests took: unlike the time on the clock, other test files running on this
      // machine at once do not add to it. The clock only guards against a hang.
      await sendBoth();
      const runs = [await sendBoth(), await sendBoth(), await sendBoth()];

      for (const run of runs) expect(run.statuses).toEqual([400, 200]);
      expect(Math.min(...runs.map((run) => run.cpuMs))).toBeLessThan(50);
      expect(Math.min(...runs.map((run) => run.wallMs))).toBeLessThan(1000);
    });
  });
});
