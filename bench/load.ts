import autocannon from 'autocannon';
import type { CpuSample } from './cpu';

// One scenario under load: autocannon's connections kept busy for a warm-up, then for the
// measured time. Answers are counted here: req/s counts the 2xx ones, p50 and p99 are theirs,
// and errors are every other answer, failed connection and timeout.

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  /** A path per request, in place of `path` (another bill's link each time). */
  pathFor?: () => string;
  headers?: Record<string, string>;
  /** A JSON body; a function makes one per request (a fresh key, another shop). */
  body?: object | (() => object);
  /** Headers per request, beside `headers`. */
  headersFor?: () => Record<string, string>;
};

export type Load = {
  url: string;
  connections: number;
  request: LoadRequest;
  /** Reads the CPU the server (and its database) have used so far. */
  cpu?: () => Promise<CpuSample>;
};

export type Measured = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, failed connections and timeouts. */
  errors: number;
  /** What the failures were: `429 ×12`, the first body of each status. */
  failures: string[];
  /** CPU ms per 2xx answer over the measured time, when a meter was given. */
  cpuPerAnswer?: CpuSample;
};

/**
 * One run of warm-up + measured seconds: the connections stay busy throughout, and only the
 * answers that arrive after the warm-up count (two separate runs would start the measured one
 * behind the warm-up's requests still being served).
 */
export async function measure(
  { url, connections, request, cpu }: Load,
  { warmupSeconds, seconds }: { warmupSeconds: number; seconds: number },
): Promise<Measured> {
  const latencies: number[] = [];
  const failed = new Map<string, { count: number; body: string }>();
  const fail = (what: string, body = '') => {
    const seen = failed.get(what);
    failed.set(what, { count: (seen?.count ?? 0) + 1, body: seen?.body || body });
  };
  let measuring = false;
  let cpuAtStart: Promise<CpuSample> | undefined;
  const warmup = setTimeout(() => {
    measuring = true;
    cpuAtStart = cpu?.();
  }, warmupSeconds * 1000);
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: warmupSeconds + seconds,
        requests: [
          {
            method: request.method,
            path: request.path,
            setupRequest: (raw) => {
              const body = typeof request.body === 'function' ? request.body() : request.body;
              return {
                ...raw,
                path: request.pathFor?.() ?? request.path,
                headers: {
                  ...request.headers,
                  ...request.headersFor?.(),
                  ...(body ? { 'content-type': 'application/json' } : {}),
                },
                ...(body ? { body: JSON.stringify(body) } : {}),
              };
            },
            onResponse: (status, body) => {
              if (measuring && (status < 200 || status >= 300)) fail(String(status), body);
            },
          },
        ],
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, status: number, _bytes, time: number) => {
      if (measuring && status >= 200 && status < 300) latencies.push(time);
    });
    instance.on('reqError', (error: Error) => {
      if (measuring) fail(error.message);
    });
  });
  clearTimeout(warmup);
  const cpuAtEnd = await cpu?.();
  const start = await cpuAtStart;
  const perAnswer = (used: number) => used / latencies.length;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.floor((latencies.length - 1) * p)] ?? NaN;
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors: [...failed.values()].reduce((sum, { count }) => sum + count, 0),
    failures: [...failed].map(
      ([what, { count, body }]) => `${what} ×${count} ${body.slice(0, 200)}`,
    ),
    ...(start && cpuAtEnd
      ? {
          cpuPerAnswer: {
            server: perAnswer(cpuAtEnd.server - start.server),
            database:
              start.database === null || cpuAtEnd.database === null
                ? null
                : perAnswer(cpuAtEnd.database - start.database),
          },
        }
      : {}),
  };
}
