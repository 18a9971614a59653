import type { BillSaveResult } from '@khatabill/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRandom } from '../cli/seed-random';
import { balancesOf, billCountOf, billPayload, type BillPayload } from '../test/bills';
import { httpApi, inParallel, saveUntilAnswered, sortedCounters } from '../test/http-api';
import { reliabilityCount } from '../test/reliability';
import { describeEachServedDatabase } from '../test/served-database';
import type { ServerProcess } from '../test/server-process';

// Issue 13 item 3: a phone on a bad network sends a save, gives up (the client aborts at a
// random moment: before, during or after the server's work), and sends it again with the
// same Idempotency-Key. Whatever the aborts hit, each key makes one bill.
const SAVES = reliabilityCount('RELIABILITY_SAVES', 200);
const PARALLEL = 8;
const ABORTED_TRIES = 2;

describeEachServedDatabase('Bill saves retried with their Idempotency-Key', (getDatabase) => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await getDatabase().start();
  });
  afterAll(async () => {
    await server.kill();
  });

  it(`makes exactly ${SAVES} bills from ${SAVES} saves sent up to 3 times with random aborts`, async () => {
    const api = httpApi(server.url);
    const { token, user } = await api.signup();
    const random = createRandom(13);
    const payloads: BillPayload[] = Array.from({ length: SAVES }, () => billPayload());
    const firstAnswers = new Map<string, BillSaveResult['data']>();
    let aborted = 0;

    await inParallel(SAVES, PARALLEL, async (index) => {
      const key = `retry-${index}`;
      const payload = payloads[index] ?? {};
      // Up to two tries the client abandons after 0–15 ms, then one it waits for.
      for (let tryNumber = 0; tryNumber < ABORTED_TRIES && random.chance(0.6); tryNumber += 1) {
        const send = api.send('/api/bills', {
          method: 'POST',
          token,
          body: payload,
          idempotencyKey: key,
          signal: AbortSignal.timeout(random.int(0, 15)),
        });
        if (
          await send.then(
            () => false,
            () => true,
          )
        )
          aborted += 1;
      }
      const answer = await saveUntilAnswered(api, { token, payload, key });
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

    expect(aborted).toBeGreaterThan(SAVES / 4);
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
  }, 120_000);
});
