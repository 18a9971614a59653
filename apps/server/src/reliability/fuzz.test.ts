import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/db';
import { createTestAdmin } from '../test/factories';
import { hoursFromNow } from '../test/followups';
import { shopToday } from '../test/reminders';
import { useAppWithRouteTable } from '../test/route-table';
import { requestFor, type FuzzRequest } from '../test/fuzz-requests';
import { createShopWithRows } from '../test/shop-rows';

// Requests built from every route's schemas (product §15 "Reliability checks"). FUZZ_RUNS
// requests per database (FUZZ_SEED replays a failed run): CI's 2 500 on each keeps the file
// within its time budget; `FUZZ_RUNS=10000` or more for a longer run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_500);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
// Processor time, not wall time: on a machine shared with other test files the clock measures
// the neighbours too, while a slow pattern or a quadratic loop shows in our own processor time.
const SLOWEST_MS = 200;
// PostgreSQL works outside this process, so the clock bounds its share, loosely enough for a
// loaded machine.
const SLOWEST_WALL_MS = 2_000;

// What a stack trace or a source location looks like in a body.
const LEAKS = [
  /\n\s+at .+[(:]/,
  /node_modules/,
  /\/(?:work|home|root|usr|src)\/\S/,
  /\.[cm]?[jt]s:\d+/,
];

// The OpenAPI page's own scripts are Swagger UI's bundle, not answers of ours.
const isDocsAsset = (url: string) => url.startsWith('/api/docs/static/');

describeEachDatabase('fuzzing every route from its schemas', (getDatabase) => {
  // The login limits per mobile would answer most logins with 429s: the fuzzer guesses a lot.
  const { app: theApp, routes } = useAppWithRouteTable(getDatabase, {
    LOGIN_MAX_FAILURES_PER_MOBILE: '1000000',
  });
  let plausible: fc.Arbitrary<string>;
  let sessions: { shop: string; admin: string };

  beforeAll(async () => {
    const shop = await createShopWithRows(theApp, 'Fuzzwell');
    const admin = await createTestAdmin(theApp());
    // Swagger writes the OpenAPI description on its first request (most of a second), once.
    for (const url of ['/api/docs/json', '/api/docs/yaml']) await theApp().inject({ url });
    sessions = { shop: shop.token, admin: admin.token };
    // Strings the schemas cannot describe but the services look for: real ids, mobiles, days.
    plausible = fc.constantFrom(
      shop.productId,
      shop.customerId,
      shop.billId,
      shop.expenseId,
      shop.followupId,
      shop.campaignId,
      shop.shopId,
      shop.imageUrl,
      shop.customerMobile,
      `+91${shop.customerMobile}`,
      '9876543210',
      shopToday(),
      hoursFromNow(30),
      '149.50',
      '0',
    );
  });

  it(
    `answers ${RUNS} generated requests without a 500, a leak or a slow answer`,
    {
      timeout: Math.max(60_000, RUNS * 25),
    },
    async () => {
      // Routes that take input get most of the requests; the rest still meet hostile queries.
      const request = fc.oneof(
        ...routes().map((route) => ({
          weight: 1 + 3 * Object.keys(route.schema).length,
          arbitrary: requestFor(route, sessions, plausible),
        })),
      );

      const statuses = new Map<number, number>();
      const details = await fc.check(
        fc.asyncProperty(request, async (sent) => {
          const { response, elapsed: first } = await timed(() =>
            theApp().inject(sent as InjectOptions),
          );
          // A garbage collection or a busy machine can stretch one answer; a slow pattern or
          // loop is as slow the second time, so only an answer slow twice counts.
          const elapsed = isSlow(first)
            ? (await timed(() => theApp().inject(sent as InjectOptions))).elapsed
            : first;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problems = problemsOf(sent, response, elapsed);
          if (problems.length > 0)
            throw new Error(`${problems.join('; ')}\n${describeRequest(sent)}`);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      // Short enough to read: fast-check's own report prints the whole (maybe 1 MB) request.
      expect(
        details.failed ? `seed ${details.seed}: ${String(details.errorInstance)}` : 'no problem',
      ).toBe('no problem');
      // The requests reach the services (answers, not-founds, validation), not only the guards.
      for (const status of [200, 400, 404]) {
        expect(statuses.get(status) ?? 0, `answers ${status}`).toBeGreaterThan(RUNS / 100);
      }
    },
  );
});

type Elapsed = { processor: number; wall: number };

async function timed<T>(run: () => Promise<T>): Promise<{ response: T; elapsed: Elapsed }> {
  const startedAt = performance.now();
  const started = process.cpuUsage();
  const response = await run();
  const used = process.cpuUsage(started);
  return {
    response,
    elapsed: { processor: (used.user + used.system) / 1000, wall: performance.now() - startedAt },
  };
}

function isSlow(elapsed: Elapsed): boolean {
  return elapsed.processor > SLOWEST_MS || elapsed.wall > SLOWEST_WALL_MS;
}

function problemsOf(
  sent: FuzzRequest,
  response: LightMyRequestResponse,
  elapsed: Elapsed,
): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}: ${response.body}`);
  if (isSlow(elapsed)) {
    problems.push(
      `took ${Math.round(elapsed.processor)} ms of processor time, ${Math.round(elapsed.wall)} ms in all`,
    );
  }
  const body = decodedBody(response);
  if (response.statusCode >= 400 && !hasMessageAndCode(body)) {
    problems.push(`error body without a JSON message and code: ${body.slice(0, 200)}`);
  }
  if (!isDocsAsset(sent.url) && LEAKS.some((leak) => leak.test(body))) {
    problems.push(`body shows internals: ${body.slice(0, 300)}`);
  }
  return problems;
}

/** The body as the client reads it: a large answer comes compressed when the request accepts it. */
function decodedBody(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case 'deflate':
      return inflateSync(raw).toString('utf8');
    default:
      return response.body;
  }
}

function hasMessageAndCode(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return false;
    const { message, code } = parsed as { message?: unknown; code?: unknown };
    return typeof message === 'string' && typeof code === 'string' && code !== '';
  } catch {
    return false;
  }
}

function describeRequest(sent: FuzzRequest): string {
  const payload = sent.payload === undefined ? '' : ` ${sent.payload.slice(0, 300)}`;
  return `${sent.method} ${sent.url.slice(0, 300)} ${JSON.stringify(sent.headers).slice(0, 300)}${payload}`;
}
