import { PLAN_MESSAGES, type BillSaveResult } from '@khatabill/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import { billPayload, billRequests } from '../../test/bills';
import { errorBody } from '../../plugins/error-handler';

// TRIAL_DAYS=0: new shops start without a trial, so the monthly limit applies at once.
describeEachDatabase('bill numbering, monthly limit and idempotency', (getDatabase) => {
  const app = useTestApp(getDatabase, { TRIAL_DAYS: '0' });

  async function shop(options: Parameters<typeof createTestShop>[1] = {}) {
    const session = await createTestShop(app(), options);
    return {
      token: session.token,
      shopId: session.user._id,
      bills: billRequests(app, session.token),
    };
  }

  const setUsage = (shopId: string, changes: Partial<typeof users.$inferInsert>) =>
    app().db.update(users).set(changes).where(eq(users.id, shopId));

  const billCount = async (shopId: string) =>
    (await app().db.select().from(bills).where(eq(bills.tenantId, shopId))).length;

  it("stamps the shop's row with the time of the save that counts a bill", async () => {
    const { shopId, bills: api } = await shop();
    await api.createOk(); // the save's statement is built by now
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = new Date();
    await api.createOk();

    const [row] = await app().db.select().from(users).where(eq(users.id, shopId));
    expect(row?.billingCount).toBe(2);
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(started.getTime());
  });

  describe('invoice numbers', () => {
    it('gives 20 concurrent saves 20 distinct consecutive numbers', async () => {
      const { bills: api } = await shop();

      const answers = await Promise.all(
        Array.from({ length: 20 }, () => api.create(billPayload({ status: 'draft' }))),
      );

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
      const numbers = answers
        .map((answer) => answer.json<BillSaveResult>().data.invoiceNumber)
        .map((invoice) => Number(invoice.replace('INV-', '')))
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('jumps to a raised start number and never goes back to reuse one', async () => {
      const { token, bills: api } = await shop();
      const settings = (payload: Record<string, unknown>) =>
        app().inject({
          method: 'PUT',
          url: '/api/auth/settings',
          headers: authHeader(token),
          payload,
        });
      const first = await api.createOk();
      await settings({ invoicePrefix: 'AM/', invoiceStartNumber: 100 });
      const raised = await api.createOk();
      await settings({ invoiceStartNumber: 50 });
      const lowered = await api.createOk();

      expect([first, raised, lowered].map((bill) => bill.invoiceNumber)).toEqual([
        'INV-1',
        'AM/100',
        'AM/101',
      ]);
    });
  });

  describe('monthly limit', () => {
    it('lets exactly one of 10 concurrent saves through at 199 of 200', async () => {
      const { bills: api, shopId } = await shop();
      await setUsage(shopId, { billingCount: 199 });

      const answers = await Promise.all(
        Array.from({ length: 10 }, () => api.create(billPayload())),
      );

      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(402)]);
      const refused = answers.find((answer) => answer.statusCode === 402);
      expect(refused?.json()).toEqual(errorBody(PLAN_MESSAGES.billingLimitReached));
      const saved = answers.find((answer) => answer.statusCode === 201);
      expect(saved?.json<BillSaveResult>().usage.bills).toMatchObject({ used: 200, limit: 200 });
      expect(await billCount(shopId)).toBe(1);
    });

    it('counts a bill when it first leaves draft, so drafts still save at the limit', async () => {
      const { bills: api, shopId } = await shop();
      const draft = await api.createOk(billPayload({ status: 'draft' }));
      await setUsage(shopId, { billingCount: 200 });

      const anotherDraft = await api.create(billPayload({ status: 'draft' }));
      const leaving = await api.setStatus(draft._id, 'under_service');
      const completed = await api.create(billPayload());

      expect(anotherDraft.statusCode).toBe(201);
      expect(leaving.statusCode).toBe(402);
      expect(completed.statusCode).toBe(402);
      expect((await api.get(draft._id)).json().data.status).toBe('draft');
    });

    it('does not enforce the limit during a trial, but still counts', async () => {
      const { bills: api, shopId } = await shop({ trialEndsAt: new Date(Date.now() + 86_400_000) });
      await setUsage(shopId, { billingCount: 200 });

      const response = await api.create(billPayload());

      expect(response.statusCode).toBe(201);
      expect(response.json<BillSaveResult>().usage.bills).toMatchObject({ used: 201, limit: null });
    });

    it('starts a new period when the last one has passed', async () => {
      const { bills: api, shopId } = await shop();
      const lastReset = new Date(Date.now() - 40 * 86_400_000);
      await setUsage(shopId, { billingCount: 200, followupCount: 7, lastBillingReset: lastReset });

      const response = await api.create(billPayload());

      expect(response.statusCode).toBe(201);
      expect(response.json<BillSaveResult>().usage.bills.used).toBe(1);
      const [row] = await app().db.select().from(users).where(eq(users.id, shopId));
      expect(row?.lastBillingReset.getTime()).toBeGreaterThan(lastReset.getTime());
      expect(row).toMatchObject({ billingCount: 1, followupCount: 0 });
    });
  });

  describe('Idempotency-Key', () => {
    it('makes one bill of the same key sent five times, and answers each with it', async () => {
      const { bills: api, shopId } = await shop();
      const payload = billPayload();

      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await api.create(payload, 'bill-key-1'));

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(201));
      const ids = new Set(answers.map((answer) => answer.json().data._id));
      expect(ids.size).toBe(1);
      expect(await billCount(shopId)).toBe(1);
    });

    it('makes one bill of the same key sent five times at once through upsert', async () => {
      const { bills: api, shopId } = await shop();
      const payload = billPayload();

      const answers = await Promise.all(
        Array.from({ length: 5 }, () => api.upsert(payload, 'bill-key-2')),
      );

      for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
      expect(await billCount(shopId)).toBe(1);
    });

    it('answers 422 for the key reused with another bill, and lets a refused save be retried', async () => {
      const { bills: api, shopId } = await shop();
      await api.create(billPayload(), 'bill-key-3');
      await setUsage(shopId, { billingCount: 200 });
      const payload = billPayload();

      const changed = await api.create(billPayload(), 'bill-key-3');
      const refused = await api.create(payload, 'bill-key-4');
      await setUsage(shopId, { billingCount: 0 });
      const retried = await api.create(payload, 'bill-key-4');

      expect(changed.statusCode).toBe(422);
      expect(refused.statusCode).toBe(402);
      expect(retried.statusCode).toBe(201);
      expect(await billCount(shopId)).toBe(2);
    });
  });
});
