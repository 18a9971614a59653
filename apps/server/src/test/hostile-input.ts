import fc from 'fast-check';

/**
 * What a careless or hostile client sends in place of a field (fuzz.test.ts): wrong
 * types, huge and odd unicode strings, NUL bytes, 10 000-item lists and deep nesting.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant({}),
    fc.constant([]),
  ),
  fc.constantFrom(
    '9'.repeat(100_000),
    '1.'.repeat(50_000),
    'क़'.repeat(40_000),
    `${'a'.repeat(30_000)}@${'b'.repeat(30_000)}`,
    '-0',
    '1e308',
    '0x10',
    ' ',
    '\u202e\u200b\ufeff',
    '\ud800',
    '2026-02-30',
    '9999-12-31T23:59:59Z',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\0${text}`),
  fc.constant(
    Array.from({ length: 10_000 }, (_, index) => ({ name: `x${index}`, quantity: 1, price: 1 })),
  ),
  fc.constant(Array.from({ length: 10_000 }, () => '9')),
  fc.integer({ min: 50, max: 3_000 }).map(nested),
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { items: value };
  return value;
}

/** `value` with the node at `pick` (counted depth first, modulo the node count) replaced. */
export function replaceNode(value: unknown, pick: number, replacement: unknown): unknown {
  const count = countNodes(value);
  let remaining = pick % count;
  const visit = (node: unknown): unknown => {
    if (remaining === 0) {
      remaining = -1;
      return replacement;
    }
    remaining -= 1;
    if (Array.isArray(node)) return node.map(visit);
    if (isObject(node))
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]));
    return node;
  };
  return visit(value);
}

function countNodes(value: unknown): number {
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + countNodes(item), 1);
  if (isObject(value))
    return Object.values(value).reduce<number>((sum, item) => sum + countNodes(item), 1);
  return 1;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** JSON texts a parser must refuse or treat with care; `__proto__` keys among them. */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"name":',
    '{"a":1}}',
    '[1,2,',
    'nul',
    "{'name':'x'}",
    '\ufeff{}',
    '{"name":"\\ud800"}',
    '{"name":"\\u0000"}',
    '{"__proto__":{"isAdmin":true},"name":"x"}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"items":[{"__proto__":{"price":1}}]}',
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    `{"name":"${'x'.repeat(1_100_000)}"}`,
  ),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

/** Multipart bodies that no parser should read as a form. */
export const malformedMultipart: fc.Arbitrary<{ contentType: string; body: string }> =
  fc.constantFrom(
    { contentType: 'multipart/form-data', body: '--x\r\n\r\nhello' },
    { contentType: 'multipart/form-data; boundary=x', body: 'no boundary here' },
    {
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    },
    {
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n--x--',
    },
    {
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nv\r\n--x--',
    },
    {
      contentType: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--x',
    },
    { contentType: `multipart/form-data; boundary=${'b'.repeat(2_000)}`, body: '--b' },
  );

/** Content types the API does not take (or takes only for uploads) beside a JSON body. */
export const otherContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'application/json, text/plain',
);

/** Path segments: the generated value, or something no route expects there. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    '%E0%A4%A',
    '%zz',
    '..%2F..%2Fetc%2Fpasswd',
    encodeURIComponent('क़'.repeat(600)),
    '9'.repeat(8_000),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'NaN',
    '-1',
    '%20',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).map(encodeURIComponent),
);

/** Query strings beyond what a form would send. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'page=1&page=2',
    'limit=-1',
    'page=1e400',
    'q[a]=1',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'from=2026-02-30&to=2026-13-01',
    'from=0000-01-01&to=9999-12-31',
    `search=${'%25'.repeat(2_000)}`,
    `q=${'9'.repeat(20_000)}`,
    'q=%00',
    'q=%E0%A4%A',
    'mobile=+91%20',
    '&&&==&',
  ),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 30 }), {
      maxKeys: 4,
    })
    .map((entries) => new URLSearchParams(entries).toString()),
);
