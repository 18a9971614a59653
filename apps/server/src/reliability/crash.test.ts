import type { BillDto, BillSaveResult } from '@khatabill/domain';
import { afterAll, expect, it } from 'vitest';
import { balancesOf, billCountOf, billPayload, type BillPayload } from '../test/bills';
import { httpApi, inParallel, saveUntilAnswered, sortedCounters } from '../test/http-api';
import { reliabilityCount } from '../test/reliability';
import { describeEachServedDatabase } from '../test/served-database';
import type { ServerProcess } from '../test/server-process';

// The server is killed with SIGKILL (no shutdown, open transactions cut)
// half-way through a stream of bill saves. Every save the client was told about (201) must
// be there after a restart, and every other one must go through when sent again with its
// key, with no bill twice and no invoice number skipped.
const SAVES = reliabilityCount('RELIABILITY_SAVES', 200);
const PARALLEL = 8;

describeEachServedDatabase('Bill saves across a kill -9 of the server', (getDatabase) => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
  });

  it(`keeps every acknowledged save of ${SAVES} and takes the rest again by their keys`, async () => {
    server = await getDatabase().start();
    const api = httpApi(server.url);
    const { token, user } = await api.signup();
    const payloads: BillPayload[] = Array.from({ length: SAVES }, () => billPayload());
    const keyOf = (index: number) => `crash-${index}`;
    const acknowledged = new Map<number, BillDto>();
    let killed: Promise<void> | undefined;

    await inParallel(SAVES, PARALLEL, async (index) => {
      const answer = await api
        .send('/api/bills', {
          method: 'POST',
          token,
          body: payloads[index],
          idempotencyKey: keyOf(index),
        })
        .catch(() => null);
      if (answer === null) return;
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      acknowledged.set(index, (answer.body as BillSaveResult).data);
      if (acknowledged.size === Math.floor(SAVES / 2)) killed = server?.kill();
    });
    await killed;
    const unacknowledged = payloads.map((_, index) => index).filter((i) => !acknowledged.has(i));
    expect(unacknowledged.length).toBeGreaterThan(0);

    server = await getDatabase().start();
    const restarted = httpApi(server.url);
    const acknowledgedBills = [...acknowledged.values()];
    await inParallel(acknowledgedBills.length, PARALLEL, async (position) => {
      const bill = acknowledgedBills[position];
      expect(await restarted.expectStatus(200, `/api/bills/${bill?._id}`, { token })).toEqual({
        data: bill,
      });
    });
    const numbers = acknowledgedBills.map((bill) => bill.invoiceNumber);
    await inParallel(unacknowledged.length, PARALLEL, async (position) => {
      const index = unacknowledged[position] ?? -1;
      const payload = payloads[index] ?? {};
      const answer = await saveUntilAnswered(restarted, { token, payload, key: keyOf(index) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      numbers.push((answer.body as BillSaveResult).data.invoiceNumber);
    });
    expect(sortedCounters(numbers)).toEqual(Array.from({ length: SAVES }, (_, i) => i + 1));

    await server.stop();
    const database = await getDatabase().open();
    try {
      expect(await billCountOf(database.db, user._id)).toBe(SAVES);
      const balances = await balancesOf(database, user._id);
      expect(balances).toHaveLength(SAVES);
      for (const balance of balances) expect(balance.stored).toBe(balance.fromEntries);
    } finally {
      await database.close();
    }
  });
});
