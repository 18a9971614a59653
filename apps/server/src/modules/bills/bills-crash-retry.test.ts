import type { BillSaveResult } from '@khatabill/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bills } from '../../db/schema';
import { tryLockIdempotencyKey } from '../../plugins/idempotency.repository';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { holdInTransaction, someSessionWaitsForALock } from '../../test/locks';
import { authHeader } from '../../test/factories';
import { SERVER_PROCESS_TIMEOUT_MS, startServer } from '../../test/server-process';
import { saveBill } from './bill-save.service';
import { billBody } from './bills.schema';
import { billPayload, shopWithBillApi } from '../../test/bills';

// A server killed in the middle of a save: its open transaction, which holds both the bill
// and the Idempotency-Key, dies with it. The client's retry with the same key must save once.
describeEachDatabase('a save that crashed, then its retry', (getDatabase, kind) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const { shopId, token, api } = await shopWithBillApi(app);
    return {
      shopId,
      token,
      api,
      billCount: async () =>
        (await app().db.select().from(bills).where(eq(bills.tenantId, shopId))).length,
    };
  }

  it('saves the bill once when the crash came after the bill was written', async () => {
    const { shopId, api, billCount } = await shop();
    const payload = billPayload();
    const key = 'crashed-after-insert';

    // What the request did before the process died: key taken, bill written, no commit.
    await expect(
      app().db.transaction(async (tx) => {
        expect(await tryLockIdempotencyKey(tx, { shopId, key })).toBe(true);
        const input = billBody.parse(payload);
        const maker = { createdBy: shopId, createdByName: 'Owner' };
        await saveBill(tx, { shopId, billId: null, input, now: new Date(), maker });
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await billCount()).toBe(0);

    const retried = await api.create(payload, key);
    const again = await api.create(payload, key);

    expect([retried.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json<BillSaveResult>().data).toEqual(retried.json<BillSaveResult>().data);
    expect(await billCount()).toBe(1);
  });

  it.runIf(kind === 'postgres')(
    'saves the bill once when the database session of the first request was killed',
    async () => {
      const { shopId, api, billCount } = await shop();
      const payload = billPayload();
      const key = 'killed-session';

      // Hold the shop's row so that the save stops inside its transaction, key taken.
      const holder = holdShopRow(shopId);
      await holder.held;
      const first = api.create(payload, key);
      await someSessionWaitsForALock(app().db);

      await queryRows(
        app().db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      holder.release();
      await holder.done;

      expect((await first).statusCode).toBe(500);
      const retried = await api.create(payload, key);
      expect(retried.statusCode).toBe(201);
      expect(await billCount()).toBe(1);
    },
  );

  it.runIf(kind === 'postgres')(
    'saves the bill once after the server process was killed in the middle of it',
    async () => {
      const { shopId, token, api, billCount } = await shop();
      const payload = billPayload();
      const key = 'server-killed';
      const holder = holdShopRow(shopId);
      await holder.held;
      const [row] = await queryRows(app().db, sql`select current_database() as name`);
      const server = await startServer(String(row?.name));

      // The save takes the key, then waits for the shop's row; the process dies there.
      const first = fetch(`${server.url}/api/bills`, {
        method: 'POST',
        headers: {
          ...authHeader(token),
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(payload),
      }).catch(() => 'no answer');
      await someSessionWaitsForALock(app().db);
      await server.kill();
      expect(await first).toBe('no answer');
      holder.release();
      await holder.done;

      // Until PostgreSQL sees the connection gone, the key is still taken: 409, retry later.
      const deadline = Date.now() + 60_000;
      let retried = await api.create(payload, key);
      while (retried.statusCode === 409 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        retried = await api.create(payload, key);
      }
      expect(retried.statusCode).toBe(201);
      expect((await api.create(payload, key)).json()).toEqual(retried.json());
      expect(await billCount()).toBe(1);
    },
    SERVER_PROCESS_TIMEOUT_MS,
  );

  /** Locks the shop's row in a transaction of its own until `release()`. */
  const holdShopRow = (shopId: string) =>
    holdInTransaction(app().db, (tx) =>
      tx.execute(sql`select 1 from users where id = ${shopId} for update`),
    );
});
