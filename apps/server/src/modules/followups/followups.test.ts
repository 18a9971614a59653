import type { FollowupDto, FollowupSaveResult, PagedList } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';
import {
  followupCountOf,
  followupRequests,
  hoursFromNow,
  storedFollowups,
} from '../../test/followups';
import { FOLLOWUP_NOT_CHANGEABLE } from '../../messages';
import { errorBody } from '../../plugins/error-handler';

const HOUR_MS = 3_600_000;

describeEachDatabase('follow-ups API', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const session = await createTestShop(app());
    return { shopId: session.user._id, ...followupRequests(app, session.token) };
  }

  describe('booking', () => {
    it('books a follow-up with its customer and product, and answers the usage', async () => {
      const { shopId, booking, create } = await shop();
      const payload = await booking({ scheduledAt: '2099-04-10T10:00:00+05:30' });

      const response = await create(payload);

      expect(response.statusCode).toBe(201);
      const { data, usage } = response.json<FollowupSaveResult>();
      expect(data).toEqual({
        _id: expect.any(String),
        customerId: {
          _id: payload.customerId,
          name: 'Ravi Kumar',
          nameAlias: 'ravi kumar',
          mobile: expect.stringMatching(/^\d{10}$/),
        },
        productId: { _id: payload.productId, name: 'Screen repair', price: 1499.5 },
        scheduledAt: '2099-04-10T04:30:00.000Z',
        remindBefore: '1d',
        notes: 'Bring the charger',
        status: 'scheduled',
        createdAt: expect.any(String),
        createdBy: { _id: shopId, name: 'Test Owner' },
      });
      // A trial has no limit, but still counts.
      expect(usage.followups).toMatchObject({ used: 1, limit: null });
      expect(await followupCountOf(app(), shopId)).toBe(1);
    });

    it('stores when to notify: the scheduled time minus the remind-before window', async () => {
      const { shopId, booking, createOk } = await shop();
      const scheduledAt = '2099-04-10T10:00:00+05:30';
      await createOk(await booking({ scheduledAt, remindBefore: '1d' }));
      await createOk(await booking({ scheduledAt, remindBefore: '1h' }));

      const rows = await storedFollowups(app(), shopId);

      const notifyAt = rows.map((row) => row.notifyAt.getTime()).sort((a, b) => a - b);
      expect(notifyAt).toEqual([
        Date.parse(scheduledAt) - 24 * HOUR_MS,
        Date.parse(scheduledAt) - HOUR_MS,
      ]);
      expect(rows.map((row) => row.notifiedAt)).toEqual([null, null]);
    });

    it('answers one follow-up by id, the same as it was booked', async () => {
      const { booking, createOk, get } = await shop();
      const booked = await createOk(await booking());

      const response = await get(booked._id);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: booked });
    });

    it('answers a deleted product as null and keeps the follow-up', async () => {
      const { booking, createOk, get, list, send } = await shop();
      const payload = await booking();
      const booked = await createOk(payload);

      const deleted = await send('DELETE', `/api/products/${String(payload.productId)}`);

      expect(deleted.statusCode).toBe(200);
      expect((await get(booked._id)).json<{ data: FollowupDto }>().data.productId).toBeNull();
      expect((await list()).json<PagedList<FollowupDto>>().data[0]?.productId).toBeNull();
    });

    it('books one follow-up for five requests with the same Idempotency-Key', async () => {
      const { shopId, booking, create } = await shop();
      const payload = await booking();

      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await create(payload, 'followup-key-1'));

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(201));
      expect(new Set(answers.map((answer) => answer.json().data._id)).size).toBe(1);
      expect(await storedFollowups(app(), shopId)).toHaveLength(1);
      expect(await followupCountOf(app(), shopId)).toBe(1);
    });
  });

  describe('the list', () => {
    it('puts scheduled ones first, soonest first, then the others, latest first', async () => {
      const { booking, createOk, setStatus, list } = await shop();
      const base = await booking();
      const book = (hours: number) => createOk({ ...base, scheduledAt: hoursFromNow(hours) });
      const later = await book(10);
      const soon = await book(5);
      const done = await book(20);
      const cancelled = await book(30);
      await setStatus(done._id, 'done');
      await setStatus(cancelled._id, 'cancelled');

      const page = (await list()).json<PagedList<FollowupDto>>();

      expect(page.data.map((followup) => followup._id)).toEqual([
        soon._id,
        later._id,
        cancelled._id,
        done._id,
      ]);
      expect(page).toMatchObject({ total: 4, page: 1, limit: 50 });

      const scheduled = (await list('?status=scheduled')).json<PagedList<FollowupDto>>();
      expect(scheduled.data.map((followup) => followup._id)).toEqual([soon._id, later._id]);
      expect(scheduled.total).toBe(2);

      const second = (await list('?limit=1&page=2')).json<PagedList<FollowupDto>>();
      expect(second.data.map((followup) => followup._id)).toEqual([later._id]);
      expect(second).toMatchObject({ total: 4, page: 2, limit: 1 });
    });

    it.each(['?status=lost', '?limit=51', '?page=0', '?page=x'])(
      'answers 400 for the query %s',
      async (query) => {
        const { list } = await shop();
        expect((await list(query)).statusCode).toBe(400);
      },
    );
  });

  describe('status changes', () => {
    it.each(['done', 'cancelled'])('marks a scheduled follow-up %s, once', async (status) => {
      const { booking, createOk, setStatus, get } = await shop();
      const booked = await createOk(await booking());

      const response = await setStatus(booked._id, status);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ...booked, status } });
      const again = await setStatus(booked._id, 'postponed', hoursFromNow(72));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(errorBody(FOLLOWUP_NOT_CHANGEABLE));
      expect((await get(booked._id)).json<{ data: FollowupDto }>().data.status).toBe(status);
    });

    it('postpones: keeps the old one as postponed and books its successor', async () => {
      const { shopId, booking, createOk, setStatus } = await shop();
      const booked = await createOk(await booking({ remindBefore: '1h' }));
      const newTime = '2099-05-01T09:15:00+05:30';

      const response = await setStatus(booked._id, 'postponed', newTime);

      expect(response.statusCode).toBe(200);
      const { data, next } = response.json<{ data: FollowupDto; next: FollowupDto }>();
      expect(data).toEqual({ ...booked, status: 'postponed' });
      expect(next).toEqual({
        ...booked,
        _id: expect.any(String),
        scheduledAt: '2099-05-01T03:45:00.000Z',
        status: 'scheduled',
        createdAt: expect.any(String),
      });
      expect(next._id).not.toBe(booked._id);
      const successor = (await storedFollowups(app(), shopId)).find((row) => row.id === next._id);
      expect(successor?.notifyAt.getTime()).toBe(Date.parse(newTime) - HOUR_MS);
      expect(successor?.notifiedAt).toBeNull();
      // The successor does not count toward the monthly limit.
      expect(await followupCountOf(app(), shopId)).toBe(1);

      expect((await setStatus(booked._id, 'done')).statusCode).toBe(409);
      expect((await setStatus(next._id, 'done')).statusCode).toBe(200);
    });

    it('asks a postponement for a future time, and changes nothing without one', async () => {
      const { shopId, booking, createOk, setStatus, get } = await shop();
      const booked = await createOk(await booking());

      const missing = await setStatus(booked._id, 'postponed');
      const past = await setStatus(booked._id, 'postponed', hoursFromNow(-1));

      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ scheduledAt: 'Please select a time' });
      expect(past.statusCode).toBe(400);
      expect(past.json().errors).toEqual({ scheduledAt: 'Please choose a future date and time' });
      expect((await get(booked._id)).json<{ data: FollowupDto }>().data.status).toBe('scheduled');
      expect(await storedFollowups(app(), shopId)).toHaveLength(1);
    });

    it.each(['scheduled', 'lost', ''])('refuses the status %j with a 400', async (status) => {
      const { booking, createOk, setStatus } = await shop();
      const booked = await createOk(await booking());
      expect((await setStatus(booked._id, status)).statusCode).toBe(400);
    });

    it('lets only one of two concurrent changes through', async () => {
      const { shopId, booking, createOk, setStatus } = await shop();
      const booked = await createOk(await booking());

      const answers = await Promise.all([
        setStatus(booked._id, 'postponed', hoursFromNow(72)),
        setStatus(booked._id, 'postponed', hoursFromNow(96)),
      ]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await storedFollowups(app(), shopId)).toHaveLength(2);
    });
  });
});
