import { randomUUID } from 'node:crypto';
import type { PublicCampaignDto, PublicCampaignListDto } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { campaignRequests, dayFromToday, dealRequests } from '../../test/campaigns';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import { errorBody } from '../../plugins/error-handler';

/** A word no other test's deal contains, so each test searches only its own deals. */
const uniqueWord = () => `w${randomUUID().slice(0, 8)}`;

describeEachDatabase('public deals API', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const deals = dealRequests(app);
  const listOf = async (query: string) => {
    const response = await deals.list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PublicCampaignListDto }>().data;
  };
  const newShop = async (shopName = 'Ravi Mobiles') => {
    const session = await createTestShop(app(), { shopName });
    return campaignRequests(app, session.token);
  };

  it('lists only running deals; an ended one is gone from the list and its page', async () => {
    const word = uniqueWord();
    const shop = await newShop();
    const running = await shop.createOk({ title: `Running ${word}` });
    const ended = await shop.createOk({ title: `Ended ${word}` });
    await shop.end(ended._id);

    const list = await listOf(`?q=${word}`);

    expect(list.data.map((deal) => deal.slug)).toEqual([running.slug]);
    expect(list.total).toBe(1);
    const gone = await deals.open(ended.slug);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(errorBody('Deal not found.'));
    expect((await deals.click(ended.slug)).statusCode).toBe(404);
    expect((await deals.open(ended._id)).statusCode).toBe(404);
  });

  it('searches shop names, titles and item names, case-insensitively, anywhere', async () => {
    const word = uniqueWord();
    const byShop = await (
      await newShop(`Sharma ${word.toUpperCase()} Store`)
    ).createOk({
      title: 'Shop match',
    });
    const shop = await newShop();
    const byTitle = await shop.createOk({ title: `Big${word}Sale` });
    const byItem = await shop.createOk({
      title: 'Item match',
      items: [
        { name: 'Cable', originalPrice: 10, offerPrice: 5 },
        { name: `Fast ${word} charger`, originalPrice: 10, offerPrice: 5 },
      ],
    });
    await shop.createOk({ title: 'Unrelated' });

    const found = await listOf(`?q=${word.toUpperCase().slice(1)}`);

    expect(found.data.map((deal) => deal.slug).sort()).toEqual(
      [byShop.slug, byTitle.slug, byItem.slug].sort(),
    );
    expect(found.total).toBe(3);
  });

  it('matches LIKE, regex and SQL characters literally, never failing', async () => {
    const word = uniqueWord();
    const shop = await newShop();
    const literal = await shop.createOk({ title: `${word} 50%_off \\ it's .* here` });
    await shop.createOk({ title: `${word} 50 percent off` });

    for (const q of ['50%_off', '%', '_', '\\', "it's", '.*', "'; drop table campaigns; --"]) {
      const response = await deals.list(`?q=${encodeURIComponent(`${word} ${q}`.trim())}`);
      expect(response.statusCode, q).toBe(200);
    }
    const exact = await listOf(`?q=${encodeURIComponent(`${word} 50%_off \\ it's .*`)}`);
    expect(exact.data.map((deal) => deal.slug)).toEqual([literal.slug]);
    expect((await listOf(`?q=${encodeURIComponent(`${word} 5_`)}`)).total).toBe(0);
    expect((await listOf(`?q=${encodeURIComponent(`${word}%off`)}`)).total).toBe(0);
  });

  it('refuses a search of 1 000 characters and a bad sort or page with a 400', async () => {
    for (const query of [`?q=${'a'.repeat(1000)}`, '?sort=random', '?page=0', '?limit=11']) {
      const response = await deals.list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toBeDefined();
    }
  });

  it('sorts newest first, or soonest end first', async () => {
    const word = uniqueWord();
    const shop = await newShop();
    const first = await shop.createOk({ title: `A ${word}`, deadline: dayFromToday(5) });
    const second = await shop.createOk({ title: `B ${word}`, deadline: dayFromToday(1) });
    const third = await shop.createOk({ title: `C ${word}`, deadline: dayFromToday(9) });
    const slugs = (list: PublicCampaignListDto) => list.data.map((deal) => deal.slug);

    expect(slugs(await listOf(`?q=${word}`))).toEqual([third.slug, second.slug, first.slug]);
    expect(slugs(await listOf(`?q=${word}&sort=latest`))).toEqual([
      third.slug,
      second.slug,
      first.slug,
    ]);
    expect(slugs(await listOf(`?q=${word}&sort=expiring`))).toEqual([
      second.slug,
      first.slug,
      third.slug,
    ]);
  });

  it('pages by 10 with the total of every match', async () => {
    const word = uniqueWord();
    const shop = await newShop();
    const created: string[] = [];
    for (let n = 0; n < 12; n += 1)
      created.push((await shop.createOk({ title: `${word} ${n}` })).slug);

    const first = await listOf(`?q=${word}`);
    const second = await listOf(`?q=${word}&page=2`);

    expect(first).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.data).toHaveLength(10);
    expect(second).toMatchObject({ total: 12, page: 2, limit: 10 });
    expect([...first.data, ...second.data].map((deal) => deal.slug)).toEqual(created.reverse());
    expect((await listOf(`?q=${word}&page=3`)).data).toEqual([]);
    expect((await listOf(`?q=${word}&limit=5`)).data).toHaveLength(5);
  });

  it('counts a view per opening and a click per tap, also by id', async () => {
    const deal = await (await newShop()).createOk();

    const opened = await deals.open(deal.slug);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ views: 1, clicks: 0 });
    const clicked = await deals.click(deal.slug);
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({ data: null });
    expect((await deals.click(deal._id)).statusCode).toBe(200);

    const byId = await deals.open(deal._id.toUpperCase());
    expect(byId.json().data).toMatchObject({ slug: deal.slug, views: 2, clicks: 2 });
  });

  it('counts concurrent views exactly', async () => {
    const deal = await (await newShop()).createOk();

    const responses = await Promise.all(Array.from({ length: 20 }, () => deals.open(deal.slug)));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const views = responses.map((response) => response.json().data.views).sort((a, b) => a - b);
    expect(views.at(-1)).toBe(20);
    await Promise.all(Array.from({ length: 20 }, () => deals.click(deal.slug)));
    expect((await deals.open(deal.slug)).json().data).toMatchObject({ views: 21, clicks: 20 });
  });

  it('answers 404 for an unknown, malformed or over-long address', async () => {
    for (const address of [
      'no-such-deal',
      randomUUID(),
      '%27%20or%201%3D1',
      'x'.repeat(100),
      encodeURIComponent('../../etc/passwd'),
    ]) {
      for (const response of [await deals.open(address), await deals.click(address)]) {
        expect(response.statusCode, address).toBe(404);
        expect(response.json(), address).toEqual(errorBody('Deal not found.'));
      }
    }
    // Past Fastify's longest path parameter: refused before any route runs.
    expect((await deals.open('x'.repeat(500))).statusCode).toBe(414);
  });

  it('shows only what the pages show: the deal’s id, but no mobile and no account data', async () => {
    const session = await createTestShop(app(), { shopName: 'Private Shop' });
    await app().inject({
      method: 'PUT',
      url: '/api/auth/settings',
      headers: authHeader(session.token),
      payload: { location: { address: 'MG Road', city: 'Pune' }, upiId: 'private@okbank' },
    });
    const deal = await campaignRequests(app, session.token).createOk({
      title: `Private ${uniqueWord()}`,
    });

    const listed = (await listOf(`?q=${encodeURIComponent(deal.title)}`)).data[0];
    const opened = (await deals.open(deal.slug)).json<{ data: PublicCampaignDto }>().data;

    for (const shown of [listed, opened]) {
      expect(Object.keys(shown ?? {}).sort()).toEqual(
        [
          '_id',
          'bannerImage',
          'clicks',
          'contactPhone',
          'deadline',
          'description',
          'endsOn',
          'items',
          'shop',
          'slug',
          'title',
          'views',
        ].sort(),
      );
      expect(Object.keys(shown?.shop ?? {}).sort()).toEqual(
        ['address', 'city', 'country', 'language', 'pincode', 'shopName', 'state'].sort(),
      );
      expect(shown?.shop).toMatchObject({ shopName: 'Private Shop', address: 'MG Road' });
      for (const item of shown?.items ?? []) {
        expect(Object.keys(item).sort()).toEqual(['image', 'name', 'offerPrice', 'originalPrice']);
      }
      // The id finds the deal as its slug does (`/campaigns/{idOrSlug}`).
      expect(shown?._id).toBe(deal._id);
      const text = JSON.stringify(shown);
      for (const secret of [session.user._id, session.user.mobile.slice(-10), 'okbank']) {
        expect(text).not.toContain(secret);
      }
    }
  });

  describe('with a small counting budget per IP', () => {
    const limited = useTestApp(getDatabase, { DEAL_COUNT_LIMIT: '3' });
    const limitedDeals = dealRequests(limited);

    it('still answers past it, but counts no more views or clicks from that IP', async () => {
      const session = await createTestShop(limited(), { shopName: 'Popular' });
      const deal = await campaignRequests(limited, session.token).createOk();

      for (let n = 0; n < 5; n += 1) {
        expect((await limitedDeals.open(deal.slug)).statusCode).toBe(200);
        expect((await limitedDeals.click(deal.slug)).statusCode).toBe(200);
      }
      const fromElsewhere = await limited().inject({
        method: 'GET',
        url: `/api/campaigns/campaigns/${deal.slug}`,
        remoteAddress: '10.1.2.3',
      });
      expect(fromElsewhere.json().data).toMatchObject({ views: 4, clicks: 3 });
    });
  });
});
