import { MESSAGES, PLAN_MESSAGES, type CampaignDto } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import {
  campaignCount,
  campaignRequests,
  dayFromToday,
  dealPayload,
  dealRequests,
} from '../../test/campaigns';
import { describeEachDatabase } from '../../test/db';
import { createTestShop, updateTestShop } from '../../test/factories';
import { pngOf } from '../../test/images';
import { errorBody } from '../../plugins/error-handler';

describeEachDatabase('shop campaigns API', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const deals = dealRequests(app);
  const newShop = async (shopName = 'Ravi Mobiles') => {
    const session = await createTestShop(app(), { shopName });
    return { ...session, requests: campaignRequests(app, session.token) };
  };

  it('creates a deal: prices in rupees, the last day ending at the next shop-local midnight', async () => {
    const { requests } = await newShop();

    const response = await requests.create(
      dealPayload({ deadline: '2099-03-31', contactPhone: '+91 98765 43210' }),
    );

    expect(response.statusCode, response.body).toBe(201);
    const deal = response.json<{ data: CampaignDto }>().data;
    expect(deal).toEqual({
      _id: expect.any(String),
      slug: 'diwali-offer-ravi-mobiles',
      title: 'Diwali offer',
      description: 'Festive prices on accessories',
      bannerImage: null,
      deadline: '2099-03-31T18:30:00.000Z',
      endsOn: '2099-03-31',
      views: 0,
      clicks: 0,
      contactPhone: '9876543210',
      status: 'active',
      createdAt: expect.any(String),
      shop: {
        shopName: 'Ravi Mobiles',
        language: 'en',
        address: '',
        city: '',
        state: '',
        pincode: '',
        country: 'India',
      },
      items: [
        { name: 'Screen guard', image: null, originalPrice: 499, offerPrice: 299.5 },
        { name: 'Phone cover', image: null, originalPrice: 350, offerPrice: 199 },
      ],
    });
  });

  it('takes a last day sent as a date-time (a JavaScript Date) as that day in India', async () => {
    const { requests } = await newShop();

    const atNoon = await requests.createOk({ deadline: '2099-12-07T10:00:00.000Z' });
    const lateEvening = await requests.createOk({ deadline: '2099-12-06T20:00:00Z' });

    for (const deal of [atNoon, lateEvening]) {
      expect(deal).toMatchObject({ endsOn: '2099-12-07', deadline: '2099-12-07T18:30:00.000Z' });
    }
  });

  it('edits everything but the slug, replacing the items', async () => {
    const { requests } = await newShop();
    const deal = await requests.createOk();

    const response = await requests.update(
      deal._id,
      dealPayload({
        title: 'Holi bonanza',
        deadline: dayFromToday(0),
        contactPhone: '',
        items: [{ name: 'Charger', originalPrice: 900, offerPrice: 900 }],
      }),
    );

    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<{ data: CampaignDto }>().data;
    expect(edited).toMatchObject({
      _id: deal._id,
      slug: deal.slug,
      title: 'Holi bonanza',
      endsOn: dayFromToday(0),
      status: 'active',
      contactPhone: '',
      items: [{ name: 'Charger', image: null, originalPrice: 900, offerPrice: 900 }],
    });
    expect((await deals.open(deal.slug)).json().data.title).toBe('Holi bonanza');
  });

  it('ends a deal now: it leaves the public pages and keeps its counts', async () => {
    const { requests } = await newShop();
    const deal = await requests.createOk();
    await deals.open(deal.slug);
    await deals.click(deal.slug);

    const response = await requests.end(deal._id);

    expect(response.statusCode, response.body).toBe(200);
    const ended = response.json<{ data: CampaignDto }>().data;
    expect((await requests.get(deal._id)).json().data).toEqual(ended);
    expect(ended).toMatchObject({ status: 'ended', views: 1, clicks: 1, endsOn: dayFromToday(0) });
    expect(Date.parse(ended.deadline)).toBeLessThanOrEqual(Date.now());
    expect((await deals.open(deal.slug)).statusCode).toBe(404);
    // Ending it again keeps the moment it ended.
    expect((await requests.end(deal._id)).json().data.deadline).toBe(ended.deadline);
  });

  it('deletes a deal and its items', async () => {
    const { user, requests } = await newShop();
    const deal = await requests.createOk();

    const response = await requests.remove(deal._id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect(await campaignCount(app(), user._id)).toBe(0);
    expect((await requests.remove(deal._id)).statusCode).toBe(404);
  });

  it('lists the shop’s own deals: running ones soonest end first, then ended ones', async () => {
    const { requests } = await newShop();
    const later = await requests.createOk({ title: 'Later', deadline: dayFromToday(20) });
    const ended = await requests.createOk({ title: 'Ended', deadline: dayFromToday(30) });
    const sooner = await requests.createOk({ title: 'Sooner', deadline: dayFromToday(2) });
    await requests.end(ended._id);
    const other = await newShop('Other Shop');
    await other.requests.createOk({ title: 'Not mine' });

    const response = await requests.mine();

    expect(response.statusCode).toBe(200);
    const mine = response.json<{ data: CampaignDto[] }>().data;
    expect(mine.map((deal) => [deal.title, deal.status])).toEqual([
      ['Sooner', 'active'],
      ['Later', 'active'],
      ['Ended', 'ended'],
    ]);
    expect(mine.map((deal) => deal._id)).toEqual([sooner._id, later._id, ended._id]);
    expect(mine[0]?.items).toHaveLength(2);
  });

  it('answers 404 to another shop, whatever it tries, and changes nothing', async () => {
    const owner = await newShop();
    const deal = await owner.requests.createOk();
    const { requests } = await newShop('Intruder');

    const attempts = [
      await requests.get(deal._id),
      await requests.update(deal._id, dealPayload({ title: 'Hijacked' })),
      await requests.end(deal._id),
      await requests.remove(deal._id),
    ];

    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(errorBody('Deal not found.'));
    }
    expect((await requests.mine()).json().data).toEqual([]);
    const [kept] = (await owner.requests.mine()).json<{ data: CampaignDto[] }>().data;
    expect(kept).toMatchObject({ title: 'Diwali offer', status: 'active' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { requests } = await newShop();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const path = encodeURIComponent(id);
      for (const response of [
        await requests.get(path),
        await requests.update(path, dealPayload()),
        await requests.end(path),
        await requests.remove(path),
      ]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json().message).toBe('Deal not found.');
      }
    }
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const { user, requests } = await newShop();

    const response = await requests.create(
      dealPayload({
        title: 'x'.repeat(5000),
        deadline: dayFromToday(-1),
        contactPhone: '12345',
        items: [{ name: 'Cover', originalPrice: 100, offerPrice: 120 }],
      }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: MESSAGES.tooLong(100),
      deadline: MESSAGES.deadlinePast,
      contactPhone: expect.any(String),
      'items.0.offerPrice': MESSAGES.offerAboveOriginal,
    });
    const noItems = await requests.create(dealPayload({ items: [] }));
    expect(noItems.json().errors).toEqual({ items: MESSAGES.itemsRequired });
    expect(await campaignCount(app(), user._id)).toBe(0);
  });

  it('refuses an edit with bad input and keeps the deal as it was', async () => {
    const { requests } = await newShop();
    const deal = await requests.createOk();

    const response = await requests.update(
      deal._id,
      dealPayload({ title: 'New', items: [{ name: 'Cover', originalPrice: 1, offerPrice: 2 }] }),
    );

    expect(response.statusCode).toBe(400);
    const [kept] = (await requests.mine()).json<{ data: CampaignDto[] }>().data;
    expect(kept).toEqual(deal);
  });

  it('accepts only images the shop uploaded itself, on the field that names another', async () => {
    const owner = await newShop();
    const ownBanner = (await owner.requests.upload(await pngOf(40, 30))).json().data.path;
    const { user, requests } = await newShop('Copycat');
    const mineToo = (await requests.upload(await pngOf(30, 30), 'item')).json().data.path;
    const unknown = `/files/${'f'.repeat(64)}.webp`;

    const response = await requests.create(
      dealPayload({
        bannerImage: ownBanner,
        items: [
          { name: 'Ok', image: mineToo, originalPrice: 10, offerPrice: 5 },
          { name: 'Unknown', image: unknown, originalPrice: 10, offerPrice: 5 },
        ],
      }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MESSAGES.invalidImage,
      code: 'invalidImage',
      errors: { bannerImage: MESSAGES.invalidImage, 'items.1.image': MESSAGES.invalidImage },
    });
    expect(await campaignCount(app(), user._id)).toBe(0);

    const own = await requests.createOk({
      items: [{ name: 'Ok', image: mineToo, originalPrice: 10, offerPrice: 5 }],
    });
    expect(own.items[0]?.image).toBe(mineToo);
  });

  describe('on an expired starter plan', () => {
    it('refuses new and edited deals and uploads, but lists, ends and deletes its own', async () => {
      const session = await createTestShop(app(), { shopName: 'Lapsed' });
      const requests = campaignRequests(app, session.token);
      const kept = await requests.createOk({ title: 'Kept' });
      const ended = await requests.createOk({ title: 'Ended' });
      // Its trial ends: it is now an expired starter with two deals.
      await updateTestShop(app(), session.user._id, { trialEndsAt: null });

      for (const response of [
        await requests.create(dealPayload()),
        await requests.update(kept._id, dealPayload()),
        await requests.upload(await pngOf(20, 20)),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorBody(PLAN_MESSAGES.upgradeToAccess));
      }
      expect((await requests.end(ended._id)).statusCode).toBe(200);
      expect((await requests.remove(kept._id)).statusCode).toBe(200);
      const mine = (await requests.mine()).json<{ data: CampaignDto[] }>().data;
      expect(mine.map((deal) => [deal.title, deal.status])).toEqual([['Ended', 'ended']]);
    });
  });

  it('needs a shop login', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/campaigns/mine' });
    expect(response.statusCode).toBe(401);
  });
});
