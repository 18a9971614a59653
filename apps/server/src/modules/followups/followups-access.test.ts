import { MESSAGES, PLAN_MESSAGES, type FollowupDto, type PagedList } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop, updateTestShop } from '../../test/factories';
import {
  followupCountOf,
  followupRequests,
  hoursFromNow,
  storedFollowups,
} from '../../test/followups';
import { CUSTOMER_NOT_FOUND, FOLLOWUP_NOT_FOUND, PRODUCT_NOT_FOUND } from '../../messages';
import { errorBody } from '../../plugins/error-handler';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('follow-ups API: bad input, other shops and the plan', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop(options: Parameters<typeof createTestShop>[1] = {}) {
    const session = await createTestShop(app(), options);
    return { shopId: session.user._id, ...followupRequests(app, session.token) };
  }

  /** Nothing was stored or counted for the shop. */
  async function expectNothingBooked(shopId: string) {
    expect(await storedFollowups(app(), shopId)).toHaveLength(0);
    expect(await followupCountOf(app(), shopId)).toBe(0);
  }

  describe('bad input', () => {
    it.each([
      [{ scheduledAt: hoursFromNow(-1) }, 'scheduledAt', MESSAGES.futureTime],
      [{ scheduledAt: '2020-01-01T10:00:00+05:30' }, 'scheduledAt', MESSAGES.futureTime],
      [{ scheduledAt: 'tomorrow' }, 'scheduledAt', MESSAGES.selectTime],
      [{ scheduledAt: '2099-04-10T10:00:00' }, 'scheduledAt', MESSAGES.selectTime],
      [{ remindBefore: '2h' }, 'remindBefore', MESSAGES.reminderRequired],
      [{ productId: '' }, 'productId', MESSAGES.selectService],
      [{ customerId: 'not-a-uuid' }, 'customerId', MESSAGES.selectCustomer],
      [{ notes: 'x'.repeat(1001) }, 'notes', MESSAGES.tooLong(1000)],
    ])('refuses %j with a 400 and books nothing', async (change, field, message) => {
      const { shopId, booking, create } = await shop();

      const response = await create(await booking(change));

      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
      await expectNothingBooked(shopId);
    });

    it.each([
      ['customerId', CUSTOMER_NOT_FOUND],
      ['productId', PRODUCT_NOT_FOUND],
    ])('answers 404 for an unknown %s and books nothing', async (field, message) => {
      const { shopId, booking, create } = await shop();

      const response = await create(await booking({ [field]: UNKNOWN_ID }));

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody(message));
      await expectNothingBooked(shopId);
    });
  });

  describe('another shop', () => {
    it.each([
      ['customerId', CUSTOMER_NOT_FOUND],
      ['productId', PRODUCT_NOT_FOUND],
    ])('answers 404 for another shop’s %s and books nothing', async (field, message) => {
      const owner = await shop();
      const stranger = await shop();
      const theirs = await owner.booking();

      const response = await stranger.create(await stranger.booking({ [field]: theirs[field] }));

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody(message));
      await expectNothingBooked(stranger.shopId);
      await expectNothingBooked(owner.shopId);
    });

    it('answers 404 for another shop’s follow-up on every route and changes nothing', async () => {
      const owner = await shop();
      const stranger = await shop();
      const booked = await owner.createOk(await owner.booking());

      const answers = [
        await stranger.get(booked._id),
        await stranger.setStatus(booked._id, 'done'),
        await stranger.setStatus(booked._id, 'postponed', hoursFromNow(72)),
      ];

      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual(errorBody(FOLLOWUP_NOT_FOUND));
      }
      expect((await owner.get(booked._id)).json()).toEqual({ data: booked });
      expect(await storedFollowups(app(), owner.shopId)).toHaveLength(1);
      expect((await stranger.list()).json<PagedList<FollowupDto>>()).toMatchObject({
        data: [],
        total: 0,
      });
    });

    it.each(['not-a-uuid', '123', "1' or '1'='1", UNKNOWN_ID])(
      'answers 404 for the id %s',
      async (id) => {
        const { get, setStatus } = await shop();
        for (const answer of [
          await get(encodeURIComponent(id)),
          await setStatus(encodeURIComponent(id), 'done'),
        ]) {
          expect(answer.statusCode).toBe(404);
          expect(answer.json()).toEqual(errorBody(FOLLOWUP_NOT_FOUND));
        }
      },
    );
  });

  describe('plan', () => {
    it('answers 403 on every follow-up route to an expired starter and changes nothing', async () => {
      const expired = await shop();
      const payload = await expired.booking();
      const booked = await expired.createOk(payload);
      // The trial ends with no paid plan: an expired starter.
      await updateTestShop(app(), expired.shopId, { trialEndsAt: new Date(Date.now() - 1000) });

      const answers = [
        await expired.create(payload),
        await expired.list(),
        await expired.get(booked._id),
        await expired.setStatus(booked._id, 'done'),
        await expired.setStatus(booked._id, 'postponed', hoursFromNow(72)),
      ];

      for (const answer of answers) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual(errorBody(PLAN_MESSAGES.upgradeToAccess));
      }
      const rows = await storedFollowups(app(), expired.shopId);
      expect(rows.map((row) => row.status)).toEqual(['scheduled']);
    });

    it('answers 401 without a session', async () => {
      expect((await app().inject({ method: 'GET', url: '/api/followups' })).statusCode).toBe(401);
    });
  });
});
