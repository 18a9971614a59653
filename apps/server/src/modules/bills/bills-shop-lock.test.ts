import { PLAN_MESSAGES, type BillSaveResult } from '@khatabill/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { shopCounters, users } from '../../db/schema';
import { errorBody } from '../../plugins/error-handler';
import { useTestApp } from '../../test/app';
import type { billRequests } from '../../test/bills';
import { billCountOf, billPayload, shopWithBillApi } from '../../test/bills';
import { updateTestShop } from '../../test/factories';
import { describeEachDatabase } from '../../test/db';
import { holdInTransaction, someSessionWaitsForALock } from '../../test/locks';

// A new bill is decided on the shop's row as it is when the save gets the row's lock, never
// on an older read of it (ADR 025): a change committed while the save waited applies to it.
// Two transactions side by side: PostgreSQL only (PGlite runs one at a time).
// TRIAL_DAYS=0: the monthly limit applies at once.
type BillApi = ReturnType<typeof billRequests>;

describeEachDatabase("a bill save waiting for the shop's lock", (getDatabase, kind) => {
  const app = useTestApp(getDatabase, { TRIAL_DAYS: '0' });

  it.runIf(kind === 'postgres')(
    'numbers the bill with the prefix committed while it waited',
    async () => {
      const { shopId, api } = await shopWithBillApi(app);
      expect((await api.createOk()).invoiceNumber).toBe('INV-1');
      const response = await saveWhileShopChanges(api, shopId, { invoicePrefix: 'NEW-' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<BillSaveResult>().data.invoiceNumber).toBe('NEW-2');
    },
  );

  it.runIf(kind === 'postgres')(
    'refuses the bill when the month reached its limit while it waited',
    async () => {
      const { shopId, api } = await shopWithBillApi(app);
      await api.createOk();
      await updateTestShop(app(), shopId, { billingCount: 199 });
      const before = await writtenFor(shopId);
      const response = await saveWhileShopChanges(api, shopId, { billingCount: 200 });
      expect(response.statusCode, response.body).toBe(402);
      expect(response.json()).toEqual(errorBody(PLAN_MESSAGES.billingLimitReached));
      // No bill, no number taken, and the month's count is the one committed.
      expect(await writtenFor(shopId)).toEqual({ ...before, billingCount: 200 });
    },
  );

  /**
   * Saves a new bill while another transaction changes the shop's row: the save starts once
   * the change holds the row, and the change commits once the save waits for it.
   */
  async function saveWhileShopChanges(
    api: BillApi,
    shopId: string,
    changes: Partial<typeof users.$inferInsert>,
  ) {
    const change = holdInTransaction(app().db, (tx) =>
      tx.update(users).set(changes).where(eq(users.id, shopId)),
    );
    await change.held;
    const saving = api.create(billPayload({ status: 'completed' }));
    await someSessionWaitsForALock(app().db);
    change.release();
    await change.done;
    return saving;
  }

  async function writtenFor(shopId: string) {
    const { db } = app();
    const [shop] = await db.select().from(users).where(eq(users.id, shopId));
    const [counter] = await db
      .select({ value: shopCounters.value })
      .from(shopCounters)
      .where(and(eq(shopCounters.tenantId, shopId), eq(shopCounters.name, 'invoice')));
    return {
      bills: await billCountOf(db, shopId),
      invoiceCounter: Number(counter?.value),
      billingCount: shop?.billingCount,
    };
  }
});
