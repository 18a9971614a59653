import {
  addDays,
  dashboardRanges,
  MESSAGES,
  PLAN_MESSAGES,
  toShopDay,
  type SummaryDto,
} from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { billPayload, billRequests } from '../../test/bills';
import { dashboardRequests, insertExpense } from '../../test/dashboard';
import { describeEachDatabase } from '../../test/db';
import { createTestShop, type TestShopOptions } from '../../test/factories';
import { errorBody } from '../../plugins/error-handler';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

describeEachDatabase('dashboard summaries API', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop(options: TestShopOptions = {}) {
    const { token, user } = await createTestShop(app(), options);
    return {
      shopId: user._id,
      bills: billRequests(app, token),
      dashboard: dashboardRequests(app, token),
    };
  }

  const today = () => toShopDay(new Date());

  it('answers the summary paths instead of looking them up as bill ids', async () => {
    const { dashboard } = await shop();

    for (const path of ['summary?from=2025-01-01&to=2025-01-31', 'today', 'week', 'top-products']) {
      expect((await dashboard.get(`/api/bills/${path}`)).statusCode, path).toBe(200);
    }
    const unknown = await dashboard.get('/api/bills/7f0c1f0e-3b7b-4c56-9d3e-2f4f1d2a9b10');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody('Bill not found.'));
  });

  it('answers 401 without a session', async () => {
    for (const path of ['summary?from=2025-01-01&to=2025-01-31', 'today', 'week', 'top-products']) {
      const response = await app().inject({ method: 'GET', url: `/api/bills/${path}` });
      expect(response.statusCode, path).toBe(401);
    }
  });

  it("adds up today's bills, leaving drafts out of the totals but not out of the statuses", async () => {
    const { bills, dashboard } = await shop();
    const mobile = '9123456780';
    await bills.createOk(billPayload({ mobile }));
    await bills.createOk(
      billPayload({
        mobile,
        status: 'under_service',
        items: [{ name: 'Repair', quantity: 1, price: 999.99 }],
        payment: { mode: 'cash', amountPaid: 0, discount: { type: 'amount', value: 100 } },
      }),
    );
    await bills.createOk(billPayload({ status: 'draft' }));

    const summary = await dashboard.today();

    expect(summary).toEqual({
      from: today(),
      to: today(),
      count: 2,
      totalCustomers: 1,
      totalItems: 4,
      totalSales: 1150.49,
      totalExpenses: 0,
      netProfit: 1150.49,
      statusWise: {
        draft: { count: 1, totalAmount: 250.5 },
        under_service: { count: 1, totalAmount: 899.99 },
        completed: { count: 1, totalAmount: 250.5 },
      },
      series: { unit: 'day', points: [{ start: today(), totalSales: 1150.49 }] },
    } satisfies SummaryDto);
  });

  it('answers zeros for every status and a bar for every day when nothing was sold', async () => {
    const { dashboard } = await shop();

    const summary = await dashboard.summary('2025-02-01', '2025-02-03');

    expect(summary.statusWise).toEqual({
      draft: { count: 0, totalAmount: 0 },
      under_service: { count: 0, totalAmount: 0 },
      completed: { count: 0, totalAmount: 0 },
    });
    expect(summary.series).toEqual({
      unit: 'day',
      points: ['2025-02-01', '2025-02-02', '2025-02-03'].map((start) => ({ start, totalSales: 0 })),
    });
    expect(summary).toMatchObject({ count: 0, totalCustomers: 0, totalItems: 0, totalSales: 0 });
  });

  describe('expenses and profit', () => {
    async function summaryWithExpenses(options: TestShopOptions) {
      const { shopId, bills, dashboard } = await shop(options);
      await bills.createOk();
      await insertExpense(app(), { shopId, amount: 10_025, date: today() });
      await insertExpense(app(), { shopId, amount: 5_000, date: addDays(today(), -40) });
      return dashboard.summary(today(), today());
    }

    it('answers expenses and net profit with the profit feature (a trial, or pro)', async () => {
      for (const options of [{}, { plan: 'pro', planExpiresAt: inDays(30), trialEndsAt: null }]) {
        const summary = await summaryWithExpenses(options as TestShopOptions);

        expect(summary).toMatchObject({
          totalSales: 250.5,
          totalExpenses: 100.25,
          netProfit: 150.25,
        });
      }
    });

    it('leaves both keys out without the profit feature (starter, growth, expired)', async () => {
      const plans: TestShopOptions[] = [
        { plan: 'starter', planExpiresAt: inDays(30), trialEndsAt: null },
        { plan: 'growth', planExpiresAt: inDays(30), trialEndsAt: null },
        { plan: 'pro', planExpiresAt: inDays(-1), trialEndsAt: inDays(-1) },
      ];
      for (const options of plans) {
        const summary = await summaryWithExpenses(options);

        expect(summary.totalSales).toBe(250.5);
        expect(summary).not.toHaveProperty('totalExpenses');
        expect(summary).not.toHaveProperty('netProfit');
      }
    });
  });

  describe('custom ranges on an expired starter', () => {
    it('answers the three presets, however they are asked for', async () => {
      const { dashboard } = await shop({ trialEndsAt: null });
      const { today: day, week, month } = dashboardRanges(new Date());

      expect((await dashboard.today()).from).toBe(day.from);
      expect((await dashboard.week()).from).toBe(week.from);
      for (const preset of [day, week, month]) {
        expect((await dashboard.summary(preset.from, preset.to)).to).toBe(preset.to);
      }
    });

    it('refuses any other range with 403, where a paid starter gets it', async () => {
      const expired = await shop({ trialEndsAt: null });
      const paid = await shop({ plan: 'starter', planExpiresAt: inDays(30), trialEndsAt: null });
      const yesterday = addDays(today(), -1);

      const refused = await expired.dashboard.get(
        `/api/bills/summary?from=${yesterday}&to=${today()}`,
      );

      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(errorBody(PLAN_MESSAGES.customRangeExpired));
      expect((await paid.dashboard.summary(yesterday, today())).from).toBe(yesterday);
    });
  });

  it.each([
    ['from after to', 'from=2025-03-02&to=2025-03-01', { to: MESSAGES.rangeOrder }],
    ['a malformed day', 'from=2025-02-30&to=2025-03-01', { from: MESSAGES.invalidDate }],
    ['a day that is no date', 'from=yesterday&to=2025-03-01', { from: MESSAGES.invalidDate }],
    ['a missing from', 'to=2025-03-01', { from: MESSAGES.dateRequired }],
    ['no range at all', '', { from: MESSAGES.dateRequired, to: MESSAGES.dateRequired }],
    ['367 days', 'from=2024-01-01&to=2025-01-01', { to: MESSAGES.rangeTooLong }],
    ['a very long value', `from=${'1'.repeat(5000)}&to=2025-03-01`, { from: MESSAGES.invalidDate }],
  ])('answers 400 with field errors for %s', async (_case, query, errors) => {
    const { dashboard } = await shop();

    const response = await dashboard.get(`/api/bills/summary?${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('accepts a range of 366 days', async () => {
    const { dashboard } = await shop();

    const summary = await dashboard.summary('2024-01-01', '2024-12-31');

    expect(summary.series.unit).toBe('month');
    expect(summary.series.points).toHaveLength(12);
  });

  it("never counts another shop's bills or expenses", async () => {
    const other = await shop();
    await other.bills.createOk();
    await insertExpense(app(), { shopId: other.shopId, amount: 50_000, date: today() });
    const { dashboard } = await shop();

    const summaries = [await dashboard.today(), await dashboard.week()];
    summaries.push(await dashboard.summary(today(), today()));

    for (const summary of summaries) {
      expect(summary).toMatchObject({
        count: 0,
        totalCustomers: 0,
        totalSales: 0,
        totalExpenses: 0,
      });
      expect(summary.statusWise.completed.count).toBe(0);
    }
    expect(await dashboard.topProducts()).toEqual([]);
  });
});
