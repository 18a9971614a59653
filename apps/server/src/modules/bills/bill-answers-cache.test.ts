import { toShopDay, type BillDto, type PagedList } from '@khatabill/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app';
import { billPayload, billRequests, shopWithBillApi } from '../../test/bills';
import { dashboardRequests } from '../../test/dashboard';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';
import { loggingDatabase } from '../../test/query-plans';
import { bills, users } from '../../db/schema';
import { VersionedCache } from '../../lib/versioned-cache';
import { readBillsVersion } from './bills.repository';
import { cachedUntilBillsChange } from './bill-answers-cache';

// A search's total and a summary's sums are kept until the shop's bills change (ADR 012):
// the database notes every write to them, whatever wrote it, and an answer kept from before
// a write is never given after it.

describeEachDatabase("a shop's bills version", (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const { shopId, token, api } = await shopWithBillApi(app);
    return {
      shopId,
      api,
      dashboard: dashboardRequests(app, token),
      version: () => readBillsVersion(app().db, shopId),
    };
  }

  it("changes with every insert, update and delete of the shop's bills, and only the shop's", async () => {
    const first = await shop();
    const second = await shop();
    const untouched = await second.version();

    let seen = await first.version();
    const expectNewVersion = async () => {
      const now = await first.version();
      expect(now).not.toBe(seen);
      seen = now;
    };
    const bill = await first.api.createOk(billPayload({ status: 'under_service' }));
    await expectNewVersion();
    expect((await first.api.setStatus(bill._id, 'completed')).statusCode).toBe(200);
    await expectNewVersion();
    await app()
      .db.update(bills)
      .set({ notes: 'changed by hand' })
      .where(eq(bills.tenantId, first.shopId));
    await expectNewVersion();
    await app()
      .db.delete(bills)
      .where(and(eq(bills.tenantId, first.shopId), eq(bills.id, bill._id)));
    await expectNewVersion();

    expect(await second.version()).toBe(untouched);
  });

  it('lets a shop with bills be deleted', async () => {
    const { shopId, api } = await shop();
    await api.createOk();
    await app().db.delete(users).where(eq(users.id, shopId));
    const [left] = await app()
      .db.select({ count: sql<number>`count(*)::int` })
      .from(bills)
      .where(eq(bills.tenantId, shopId));
    expect(Number(left?.count)).toBe(0);
  });

  it('keeps no answer computed while a bill was written', async () => {
    const { shopId, api } = await shop();
    const cache = new VersionedCache<string>(10);
    const answer = (value: string, during?: () => Promise<unknown>) =>
      cachedUntilBillsChange(app().db, cache, { shopId, key: ['test'] }, async () => {
        await during?.();
        return value;
      });

    expect(await answer('computed while a bill was saved', () => api.createOk())).toBe(
      'computed while a bill was saved',
    );
    expect(await answer('computed again')).toBe('computed again');
    expect(await answer('not computed')).toBe('computed again');
  });

  it("keeps a search's total exact across saves, edits and deletes", async () => {
    const { shopId, api } = await shop();
    const total = async () => (await api.search('search=Zubin')).json<PagedList<BillDto>>().total;

    expect(await total()).toBe(0);
    const first = await api.createOk(billPayload({ name: 'Zubin Mehta', status: 'draft' }));
    expect(await total()).toBe(1);
    await api.createOk(billPayload({ name: 'Zubin Irani' }));
    expect(await total()).toBe(2);
    const renamed = await api.upsert({
      ...billPayload({ name: 'Asha Verma', status: 'draft' }),
      _id: first._id,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await total()).toBe(1);
    await app().db.delete(bills).where(eq(bills.tenantId, shopId));
    expect(await total()).toBe(0);
  });

  it("keeps a summary's sums exact across saves and status changes", async () => {
    const { api, dashboard } = await shop();
    const today = toShopDay(new Date());
    const summary = () => dashboard.summary(today, today);

    expect((await summary()).count).toBe(0);
    const bill = await api.createOk(billPayload({ status: 'under_service' }));
    expect((await summary()).statusWise.under_service.count).toBe(1);
    expect((await api.setStatus(bill._id, 'completed')).statusCode).toBe(200);
    const after = await summary();
    expect(after.statusWise.under_service.count).toBe(0);
    expect(after.statusWise.completed.count).toBe(1);
    expect(after.totalSales).toBe(250.5);
  });
});

describeEachDatabase('answers kept until the bills change', (getDatabase) => {
  it('counts the matches of a search once, until a bill is saved', async () => {
    const { db, statements } = loggingDatabase(getDatabase());
    const app = await createTestApp({ ...getDatabase(), db });
    try {
      const { token } = await createTestShop(app);
      const api = billRequests(() => app, token);
      await api.createOk(billPayload({ name: 'Kavya Rao' }));
      const counts = () => statements.filter((s) => s.sql.startsWith('select count(*)')).length;
      const search = async () => {
        const response = await api.search('search=Kavya');
        expect(response.statusCode, response.body).toBe(200);
        return response.json<PagedList<BillDto>>().total;
      };

      statements.length = 0;
      expect(await search()).toBe(1);
      expect(counts()).toBe(1);
      expect(await search()).toBe(1);
      expect(counts()).toBe(1);

      await api.createOk(billPayload({ name: 'Kavya Iyer' }));
      expect(await search()).toBe(2);
      expect(counts()).toBe(2);
    } finally {
      await app.close();
    }
  });
});
