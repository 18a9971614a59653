import {
  addDays,
  MESSAGES,
  PLAN_MESSAGES,
  toShopDay,
  type ExpenseDto,
  type ExpenseListDto,
} from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { expenseCount, expenseRequests } from '../../test/expenses';
import { createTestShop } from '../../test/factories';
import { EXPENSE_NOT_FOUND } from '../../messages';
import { errorBody } from '../../plugins/error-handler';

describeEachDatabase('expenses API', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const today = toShopDay(new Date());

  async function shop(options: Parameters<typeof createTestShop>[1] = {}) {
    const session = await createTestShop(app(), options);
    return { shopId: session.user._id, ...expenseRequests(app, session.token) };
  }

  describe('recording and listing', () => {
    it('records an expense in rupees and answers it', async () => {
      const { create } = await shop();

      const response = await create({ category: 'Rent', amount: '15000.50', date: today });

      expect(response.statusCode).toBe(201);
      expect(response.json<{ data: ExpenseDto }>().data).toEqual({
        _id: expect.any(String),
        category: 'Rent',
        amount: 15000.5,
        date: today,
        createdAt: expect.any(String),
      });
    });

    it('lists newest day first, then newest entered, with the total of every match', async () => {
      const { createOk, list } = await shop();
      const old = await createOk('Tea & Snacks', 10.1, addDays(today, -3));
      const first = await createOk('Salary', 20.2, today);
      const second = await createOk('Transport', 0.01, today);

      const page = (await list('?limit=2')).json<ExpenseListDto>();

      expect(page.data.map((expense) => expense._id)).toEqual([second._id, first._id]);
      expect(page).toMatchObject({ total: 3, page: 1, limit: 2, totalAmount: 30.31 });
      const next = (await list('?limit=2&page=2')).json<ExpenseListDto>();
      expect(next.data.map((expense) => expense._id)).toEqual([old._id]);
      expect(next.totalAmount).toBe(30.31);
    });

    it('filters by shop-local days, both ends included', async () => {
      const { createOk, list } = await shop();
      for (const daysAgo of [0, 1, 2, 3]) await createOk('Rent', 100, addDays(today, -daysAgo));

      const answer = await list(`?from=${addDays(today, -2)}&to=${addDays(today, -1)}`);

      const body = answer.json<ExpenseListDto>();
      expect(body.data.map((expense) => expense.date)).toEqual([
        addDays(today, -1),
        addDays(today, -2),
      ]);
      expect(body).toMatchObject({ total: 2, totalAmount: 200 });
      expect((await list(`?from=${today}`)).json<ExpenseListDto>().total).toBe(1);
      expect((await list(`?to=${addDays(today, -3)}`)).json<ExpenseListDto>().total).toBe(1);
      expect((await list('?from=&to=')).json<ExpenseListDto>().total).toBe(4);
    });

    it('suggests the shop’s own categories, most used first, at most 20', async () => {
      const { createOk, categories } = await shop();
      const other = await shop();
      await other.createOk('Not mine', 1, today);
      await createOk('Salary', 1, today);
      for (let i = 0; i < 3; i += 1) await createOk('Rent', 1, today);
      for (let i = 0; i < 2; i += 1) await createOk('Electricity', 1, today);
      for (let i = 1; i <= 20; i += 1) await createOk(`Category ${i}`, 1, today);

      const answer = (await categories()).json<{ data: string[] }>().data;

      expect(answer).toHaveLength(20);
      expect(answer.slice(0, 2)).toEqual(['Rent', 'Electricity']);
      // Among the ones used once, the most recently used come first.
      expect(answer[2]).toBe('Category 20');
      expect(answer).not.toContain('Not mine');
      expect(answer).not.toContain('Salary');
    });
  });

  describe('deleting', () => {
    it('deletes the shop’s own expense, then answers 404 for it', async () => {
      const { shopId, createOk, remove, list } = await shop();
      const expense = await createOk('Rent', 500, today);

      const response = await remove(expense._id);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: null });
      expect(await expenseCount(app(), shopId)).toBe(0);
      expect((await list()).json<ExpenseListDto>()).toMatchObject({ total: 0, totalAmount: 0 });
      expect((await remove(expense._id)).statusCode).toBe(404);
    });

    it.each(['not-a-uuid', '123', "1' or '1'='1", '00000000-0000-4000-8000-000000000000'])(
      'answers 404 for the id %s',
      async (id) => {
        const { remove } = await shop();
        const response = await remove(encodeURIComponent(id));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(errorBody(EXPENSE_NOT_FOUND));
      },
    );

    it('answers 404 for another shop’s expense and keeps it', async () => {
      const owner = await shop();
      const stranger = await shop();
      const expense = await owner.createOk('Rent', 500, today);

      const response = await stranger.remove(expense._id);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody(EXPENSE_NOT_FOUND));
      expect(await expenseCount(app(), owner.shopId)).toBe(1);
      expect((await stranger.list()).json<ExpenseListDto>().total).toBe(0);
    });
  });

  describe('bad input', () => {
    it.each([
      [{ category: 'Rent', amount: 0, date: today }, 'amount', MESSAGES.amountPositive],
      [{ category: 'Rent', amount: 10, date: '3000-01-01' }, 'date', MESSAGES.futureDate],
      [{ category: 'Rent', amount: 10, date: addDays(today, 1) }, 'date', MESSAGES.futureDate],
      [{ category: 'Rent', amount: 10, date: '2026-02-30' }, 'date', MESSAGES.invalidDate],
      [{ category: 'Rent', amount: 10, date: '01/04/2026' }, 'date', MESSAGES.invalidDate],
      [{ category: 'Rent', amount: 10.001, date: today }, 'amount', MESSAGES.moneyFormat],
      [{ category: ' ', amount: 10, date: today }, 'category', MESSAGES.categoryRequired],
      [{ category: 'x'.repeat(61), amount: 10, date: today }, 'category', MESSAGES.tooLong(60)],
    ])('refuses %j with a 400 and stores nothing', async (payload, field, message) => {
      const { shopId, create } = await shop();

      const response = await create(payload);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
      expect(await expenseCount(app(), shopId)).toBe(0);
    });

    it.each([
      ['?from=2026-13-01', 'from', MESSAGES.invalidDate],
      ['?to=yesterday', 'to', MESSAGES.invalidDate],
      ['?from=2026-04-10&to=2026-04-09', 'to', MESSAGES.rangeOrder],
      ['?page=0', 'page', undefined],
      ['?limit=101', 'limit', undefined],
    ])('answers 400 for the list query %s', async (query, field, message) => {
      const { list } = await shop();

      const response = await list(query);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
      if (message) expect(response.json().errors[field]).toBe(message);
    });
  });

  it('records one expense for five requests with the same Idempotency-Key', async () => {
    const { shopId, create } = await shop();
    const payload = { category: 'Rent', amount: 250, date: today };

    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await create(payload, 'expense-key-1'));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data._id)).size).toBe(1);
    expect(await expenseCount(app(), shopId)).toBe(1);
  });

  describe('plan', () => {
    it('answers 403 on every expense route to an expired starter and stores nothing', async () => {
      const paid = await shop({ trialEndsAt: null, planExpiresAt: new Date(Date.now() + 1e9) });
      const expense = await paid.createOk('Rent', 100, today);
      const expired = await shop({ trialEndsAt: null });

      const answers = [
        await expired.create({ category: 'Rent', amount: 100, date: today }),
        await expired.list(),
        await expired.categories(),
        await expired.remove(expense._id),
      ];

      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual(errorBody(PLAN_MESSAGES.upgradeToAccess));
      }
      expect(await expenseCount(app(), expired.shopId)).toBe(0);
      expect(await expenseCount(app(), paid.shopId)).toBe(1);
    });

    it('answers 401 without a session', async () => {
      expect((await app().inject({ method: 'GET', url: '/api/expenses/all' })).statusCode).toBe(
        401,
      );
    });
  });
});
