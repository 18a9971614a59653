import { PLAN_MESSAGES, type FollowupSaveResult } from '@khatabill/domain';
import { expect, it } from 'vitest';
import type { ShopChanges } from '../shops/shops.repository';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop, updateTestShop, type TestShopOptions } from '../../test/factories';
import {
  followupCountOf,
  followupRequests,
  hoursFromNow,
  storedFollowups,
} from '../../test/followups';
import { errorBody } from '../../plugins/error-handler';

const DAY_MS = 86_400_000;
/** A paid plan that runs for another year, and no trial: the monthly limit applies. */
const PAID: TestShopOptions = {
  trialEndsAt: null,
  planExpiresAt: new Date(Date.now() + 365 * DAY_MS),
};

describeEachDatabase('follow-ups: the monthly limit', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop(options: TestShopOptions = PAID) {
    const session = await createTestShop(app(), options);
    return { shopId: session.user._id, ...followupRequests(app, session.token) };
  }

  const setUsage = (shopId: string, changes: ShopChanges) => updateTestShop(app(), shopId, changes);

  it('lets exactly one of 10 concurrent creates through at 199 of 200', async () => {
    const { shopId, booking, create } = await shop();
    const payload = await booking();
    await setUsage(shopId, { followupCount: 199 });

    const answers = await Promise.all(Array.from({ length: 10 }, () => create(payload)));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(402)]);
    const refused = answers.find((answer) => answer.statusCode === 402);
    expect(refused?.json()).toEqual(
      errorBody(PLAN_MESSAGES.planLimitDialog('starter', 200, 'follow-ups')),
    );
    const saved = answers.find((answer) => answer.statusCode === 201);
    expect(saved?.json<FollowupSaveResult>().usage.followups).toMatchObject({
      used: 200,
      limit: 200,
    });
    expect(await followupCountOf(app(), shopId)).toBe(200);
    expect(await storedFollowups(app(), shopId)).toHaveLength(1);
  });

  it('names the plan and its limit: growth at 500', async () => {
    const { shopId, booking, create } = await shop({ ...PAID, plan: 'growth' });
    const payload = await booking();
    await setUsage(shopId, { followupCount: 500 });

    const response = await create(payload);

    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(
      "You've reached your growth plan's limit of 500 follow-ups.",
    );
    expect(await storedFollowups(app(), shopId)).toHaveLength(0);
  });

  it('has no limit during a trial, and still counts', async () => {
    const { shopId, booking, create } = await shop({});
    const payload = await booking();
    await setUsage(shopId, { followupCount: 600 });

    const response = await create(payload);

    expect(response.statusCode).toBe(201);
    expect(response.json<FollowupSaveResult>().usage.followups).toMatchObject({
      used: 601,
      limit: null,
    });
    expect(await followupCountOf(app(), shopId)).toBe(601);
  });

  it('starts counting again once the billing period has passed', async () => {
    const { shopId, booking, create } = await shop();
    const payload = await booking();
    await setUsage(shopId, {
      followupCount: 200,
      billingCount: 150,
      lastBillingReset: new Date(Date.now() - 40 * DAY_MS),
    });

    const response = await create(payload);

    expect(response.statusCode).toBe(201);
    expect(response.json<FollowupSaveResult>().usage).toMatchObject({
      followups: { used: 1, limit: 200 },
      bills: { used: 0, limit: 200 },
    });
  });

  it('postpones at the limit: the successor is not counted', async () => {
    const { shopId, booking, createOk, setStatus } = await shop();
    const payload = await booking();
    await setUsage(shopId, { followupCount: 199 });
    const booked = await createOk(payload);

    const response = await setStatus(booked._id, 'postponed', hoursFromNow(72));

    expect(response.statusCode).toBe(200);
    expect(await followupCountOf(app(), shopId)).toBe(200);
    expect(await storedFollowups(app(), shopId)).toHaveLength(2);
  });
});
