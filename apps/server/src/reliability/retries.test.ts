import type { BillSaveResult, CustomerDetailDto, CustomerDto } from '@khatabill/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRandom } from '../cli/seed-random';
import { balancesOf, billCountOf, billPayload, type BillPayload } from '../test/bills';
import { uniqueMobile } from '../test/factories';
import {
  httpApi,
  inParallel,
  saveUntilAnswered,
  sendUntilAnswered,
  sortedCounters,
  type HttpApi,
  type HttpRequest,
} from '../test/http-api';
import { reliabilityCount } from '../test/reliability';
import { describeEachServedDatabase } from '../test/served-database';
import { SERVER_PROCESS_TIMEOUT_MS, type ServerProcess } from '../test/server-process';

// A phone on a bad network sends a save, gives up (the client aborts at a
// random moment: before, during or after the server's work), and sends it again with the
// same Idempotency-Key. Whatever the aborts hit, each key makes one bill (or khata entry).
const SAVES = reliabilityCount('RELIABILITY_SAVES', 200);
const ENTRIES = 50;
const PARALLEL = 8;
const ABORTED_TRIES = 2;

describeEachServedDatabase('Bill saves retried with their Idempotency-Key', (getDatabase) => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await getDatabase().start();
  }, SERVER_PROCESS_TIMEOUT_MS);
  afterAll(async () => {
    await server.kill();
  });
  const random = createRandom(13);
  let aborted = 0;

  /** Up to two tries the client abandons after 0–15 ms, then one it waits for. */
  async function sendWithAborts(
    api: HttpApi,
    path: string,
    request: HttpRequest & { idempotencyKey: string },
  ) {
    for (let tryNumber = 0; tryNumber < ABORTED_TRIES && random.chance(0.6); tryNumber += 1) {
      const signal = AbortSignal.timeout(random.int(0, 15));
      const lost = await api.send(path, { ...request, signal }).then(
        () => false,
        () => true,
      );
      if (lost) aborted += 1;
    }
    return sendUntilAnswered(api, path, request);
  }

  it(`records ${ENTRIES} khata entries sent up to 3 times with random aborts once each`, async () => {
    const api = httpApi(server.url);
    const { token } = await api.signup();
    const { data: customer } = await api.expectStatus<{ data: CustomerDto }>(
      201,
      '/api/customers',
      {
        method: 'POST',
        token,
        body: { name: 'Ravi Kumar', mobile: uniqueMobile() },
      },
    );
    const abortedBefore = aborted;

    await inParallel(ENTRIES, PARALLEL, async (index) => {
      const answer = await sendWithAborts(api, `/api/customers/${customer._id}`, {
        method: 'PUT',
        token,
        body: {
          name: customer.name,
          mobile: customer.mobile,
          payment: { type: 'credit', amount: index + 1 },
        },
        idempotencyKey: `entry-${index}`,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    });

    expect(aborted - abortedBefore).toBeGreaterThan(ENTRIES / 4);
    const { data } = await api.expectStatus<{ data: CustomerDetailDto }>(
      200,
      `/api/customers/${customer._id}`,
      { token },
    );
    expect(data.transactions).toHaveLength(ENTRIES);
    expect(data.balance).toBe((ENTRIES * (ENTRIES + 1)) / 2);
  });

  it(`makes exactly ${SAVES} bills from ${SAVES} saves sent up to 3 times with random aborts`, async () => {
    const api = httpApi(server.url);
    const { token, user } = await api.signup();
    const abortedBefore = aborted;
    const payloads: BillPayload[] = Array.from({ length: SAVES }, () => billPayload());
    const firstAnswers = new Map<string, BillSaveResult['data']>();

    await inParallel(SAVES, PARALLEL, async (index) => {
      const key = `retry-${index}`;
      const payload = payloads[index] ?? {};
      const answer = await sendWithAborts(api, '/api/bills', {
        method: 'POST',
        token,
        body: payload,
        idempotencyKey: key,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      firstAnswers.set(key, (answer.body as BillSaveResult).data);
    });

    // Replays answer the very bill the key made.
    await inParallel(SAVES, PARALLEL, async (index) => {
      const key = `retry-${index}`;
      const replay = await saveUntilAnswered(api, { token, payload: payloads[index] ?? {}, key });
      expect(replay.status).toBe(201);
      expect((replay.body as BillSaveResult).data).toEqual(firstAnswers.get(key));
    });

    expect(aborted - abortedBefore).toBeGreaterThan(SAVES / 4);
    const numbers = [...firstAnswers.values()].map((bill) => bill.invoiceNumber);
    expect(new Set(numbers).size).toBe(SAVES);
    expect(sortedCounters(numbers)).toEqual(Array.from({ length: SAVES }, (_, i) => i + 1));

    await server.stop();
    const database = await getDatabase().open();
    try {
      expect(await billCountOf(database.db, user._id)).toBe(SAVES);
      for (const balance of await balancesOf(database, user._id)) {
        expect(balance.stored).toBe(balance.fromEntries);
      }
    } finally {
      await database.close();
    }
  });
});
