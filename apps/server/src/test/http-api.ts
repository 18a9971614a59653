import type { AuthResult, BillDto, BillSaveResult } from '@khatabill/domain';
import { TEST_PASSWORD, uniqueMobile } from './factories';
import type { BillPayload } from './bills';

// The API over real HTTP, for suites that talk to server processes (kill -9, a proxy, a
// soak) where `app.inject` cannot reach.

export type HttpAnswer = { status: number; body: unknown };

export type HttpRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  token?: string;
  body?: object;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * Sends requests to `baseUrl` (a server or a proxy), answering status and parsed JSON;
 * `defaultHeaders` go with every request (say, the X-Forwarded-For of one client).
 */
export function httpApi(baseUrl: string, defaultHeaders: Record<string, string> = {}) {
  async function send(path: string, request: HttpRequest = {}): Promise<HttpAnswer> {
    const { method = 'GET', token, body, idempotencyKey, headers = {}, signal } = request;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...defaultHeaders,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  /** `send`, failing the test unless the answer has `status`. */
  async function expectStatus<T>(status: number, path: string, request?: HttpRequest) {
    const answer = await send(path, request);
    if (answer.status !== status) {
      throw new Error(
        `${path}: ${answer.status} instead of ${status}: ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body as T;
  }

  return {
    send,
    expectStatus,
    /** Signs a new shop up and answers its session. */
    async signup(): Promise<AuthResult> {
      const body = {
        name: 'Test Owner',
        shopName: 'Test Shop',
        mobile: uniqueMobile(),
        password: TEST_PASSWORD,
      };
      const answer = await expectStatus<{ data: AuthResult }>(201, '/api/auth/signup', {
        method: 'POST',
        body,
      });
      return answer.data;
    },
    /** Saves a bill and answers it, failing the test on anything but 201. */
    async saveBill(token: string, payload: BillPayload, idempotencyKey?: string): Promise<BillDto> {
      const answer = await expectStatus<BillSaveResult>(201, '/api/bills', {
        method: 'POST',
        token,
        body: payload,
        idempotencyKey,
      });
      return answer.data;
    },
  };
}

export type HttpApi = ReturnType<typeof httpApi>;

/**
 * Sends a request with its Idempotency-Key until the server answers anything but 409 (the
 * key is still held by an earlier attempt that the server is finishing or PostgreSQL ending).
 */
export async function sendUntilAnswered(
  api: HttpApi,
  path: string,
  request: HttpRequest & { idempotencyKey: string },
): Promise<HttpAnswer> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await api.send(path, request);
    if (answer.status !== 409) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the key ${request.idempotencyKey} stayed busy`);
}

/** A bill save sent with its key until answered (see sendUntilAnswered). */
export function saveUntilAnswered(
  api: HttpApi,
  { token, payload, key }: { token: string; payload: BillPayload; key: string },
): Promise<HttpAnswer> {
  return sendUntilAnswered(api, '/api/bills', {
    method: 'POST',
    token,
    body: payload,
    idempotencyKey: key,
  });
}

/** The number at the end of an invoice number (`INV-12` → 12). */
export function invoiceCounter(invoiceNumber: string): number {
  return Number(/(\d+)$/.exec(invoiceNumber)?.[1]);
}

/** Sorted counters of `invoiceNumbers`, for checking they run 1, 2, 3… without gaps. */
export function sortedCounters(invoiceNumbers: string[]): number[] {
  return invoiceNumbers.map(invoiceCounter).sort((a, b) => a - b);
}

/** Runs `work(i)` for i = 0…count−1 with at most `parallel` running at once. */
export async function inParallel(
  count: number,
  parallel: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
}
