import fc from 'fast-check';
import type { RouteEntry } from './route-table';
import {
  hostileJsonText,
  hostilePathSegment,
  hostileQuery,
  hostileValue,
  malformedMultipart,
  otherContentType,
  replaceNode,
} from './hostile-input';
import { arbitraryOf, jsonSchemaOf } from './schema-arbitrary';

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** The sessions a request may come with: mostly a shop's, so it reaches the shop routes. */
export type Sessions = { shop: string; admin: string };

/**
 * Requests for `route` built from its schemas (product §15 "Reliability checks"): a
 * well-formed request of generated values, often with one value swapped for a hostile one, or
 * a hostile body, content type, path segment or query string.
 */
export function requestFor(
  route: RouteEntry,
  sessions: Sessions,
  plausible: fc.Arbitrary<string>,
): fc.Arbitrary<FuzzRequest> {
  const generated = (part: keyof RouteEntry['schema']) =>
    arbitraryOf(jsonSchemaOf(route.schema[part]) ?? {}, plausible);
  // Path and query stay the size of a URL (Node refuses headers past 16 kB before any route).
  return fc
    .record({
      path: pathOf(route.url, generated('params')),
      query: fc.oneof(generated('querystring').map(toQuery), hostileQuery),
      body: bodyOf(mutated(generated('body'))),
      authorization: authorizationOf(sessions),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })), { freq: 4 }),
      extra: otherHeaders,
    })
    .map(({ path, query, body, authorization, idempotencyKey, extra }) => ({
      method: route.method,
      url: query ? `${path}?${query}` : path,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(idempotencyKey !== null ? { 'idempotency-key': idempotencyKey } : {}),
        ...extra,
        ...body.headers,
      },
      ...(body.payload === undefined || route.method === 'GET' ? {} : { payload: body.payload }),
    }));
}

/** The generated values, half of them with one node swapped for a hostile value. */
function mutated(generated: fc.Arbitrary<unknown>) {
  return fc.oneof(
    generated,
    fc
      .tuple(generated, fc.nat(), hostileValue)
      .map(([value, pick, hostile]) => replaceNode(value, pick, hostile)),
  );
}

function pathOf(url: string, params: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  if (names.length === 0) return fc.constant(url);
  return fc
    .tuple(
      params,
      fc.array(fc.option(hostilePathSegment, { freq: 2 }), {
        minLength: names.length,
        maxLength: names.length,
      }),
    )
    .map(([values, hostile]) =>
      names.reduce((path, name, index) => {
        const generated = isRecord(values) ? values[name] : undefined;
        const segment = hostile[index] ?? encodeURIComponent(String(generated ?? 'x'));
        return path.replace(name === '*' ? '*' : `:${name}`, segment);
      }, url),
    );
}

function toQuery(values: unknown): string {
  if (!isRecord(values)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    search.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  }
  return search.toString();
}

type Body = { payload?: string; headers: Record<string, string> };

function bodyOf(values: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const json = (payload: string): Body => ({
    payload,
    headers: { 'content-type': 'application/json' },
  });
  return fc.oneof(
    { weight: 6, arbitrary: values.map((value) => json(JSON.stringify(value) ?? 'null')) },
    { weight: 1, arbitrary: hostileJsonText.map(json) },
    {
      weight: 1,
      arbitrary: fc.tuple(values, otherContentType).map(([value, contentType]) => ({
        payload: JSON.stringify(value) ?? '',
        headers: { 'content-type': contentType },
      })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(formOf(values), malformedMultipart).map(({ contentType, body }) => ({
        payload: body,
        headers: { 'content-type': contentType },
      })),
    },
    { weight: 1, arbitrary: fc.constant({ headers: {} }) },
  );
}

/** A well-formed multipart form of the generated fields (objects as JSON text, as Settings sends). */
function formOf(values: fc.Arbitrary<unknown>) {
  const boundary = 'fuzzboundary7MA4YWxk';
  return values.map((value) => {
    const fields = isRecord(value) ? Object.entries(value) : [['value', value] as const];
    const parts = fields.map(
      ([name, field]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${
          typeof field === 'string' ? field : JSON.stringify(field)
        }\r\n`,
    );
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `${parts.join('')}--${boundary}--\r\n`,
    };
  });
}

/** Headers the server reads besides the session: the login device cookie, caching, encoding. */
const otherHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    cookie: fc.string({ maxLength: 200 }).map((value) => `kb_device=${value}`),
    'if-none-match': fc.oneof(fc.string({ maxLength: 100 }), fc.constant('*')),
    'accept-encoding': fc.constantFrom(
      'br',
      'gzip, deflate',
      'identity;q=0',
      '*;q=0',
      'x'.repeat(500),
    ),
  },
  { requiredKeys: [] },
);

function authorizationOf(sessions: Sessions): fc.Arbitrary<string | null> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(`Bearer ${sessions.shop}`) },
    { weight: 1, arbitrary: fc.constant(`Bearer ${sessions.admin}`) },
    { weight: 1, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom('Bearer ', 'Basic YTpi', `Bearer ${'a'.repeat(10_000)}`, 'Bearer a.b.c'),
        fc.string({ maxLength: 40 }).map((text) => `Bearer ${text}`),
      ),
    },
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
