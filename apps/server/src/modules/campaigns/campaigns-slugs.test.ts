import type { CampaignDto } from '@khatabill/domain';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { campaignRequests, dealPayload, dealRequests } from '../../test/campaigns';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';

describeEachDatabase('deal slugs', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const deals = dealRequests(app);
  const shopNamed = async (shopName: string) =>
    campaignRequests(app, (await createTestShop(app(), { shopName })).token);

  it('are readable and distinct for two shops with the same names and titles', async () => {
    const first = await (await shopNamed('Sona Jewellers')).createOk({ title: 'Dhanteras sale' });
    const second = await (await shopNamed('Sona Jewellers')).createOk({ title: 'Dhanteras sale' });
    const third = await (await shopNamed('Sona Jewellers')).createOk({ title: 'Dhanteras sale' });

    expect([first.slug, second.slug, third.slug]).toEqual([
      'dhanteras-sale-sona-jewellers',
      'dhanteras-sale-sona-jewellers-2',
      'dhanteras-sale-sona-jewellers-3',
    ]);
    for (const deal of [first, second, third]) {
      expect((await deals.open(deal.slug)).json().data.slug).toBe(deal.slug);
    }
  });

  it('stay distinct under concurrent creates, every one answered 201', async () => {
    const shops = await Promise.all(Array.from({ length: 4 }, () => shopNamed('Rush Traders')));

    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        shops[n % shops.length]?.create(dealPayload({ title: 'Flash sale' })),
      ),
    );

    expect(responses.map((response) => response?.statusCode)).toEqual(Array(12).fill(201));
    const slugs = responses.map((response) => response?.json<{ data: CampaignDto }>().data.slug);
    expect(new Set(slugs).size).toBe(12);
    for (const slug of slugs) expect(slug).toMatch(/^flash-sale-rush-traders(-[0-9a-f]+)?$/);
  });

  it('never change when the deal is edited', async () => {
    const requests = await shopNamed('Stable Store');
    const deal = await requests.createOk({ title: 'Monsoon offer' });

    const edited = await requests.update(deal._id, dealPayload({ title: 'Winter offer' }));

    expect(edited.json().data.slug).toBe('monsoon-offer-stable-store');
    // A new deal may now take the edited title's slug; the old one still reaches the deal.
    const next = await requests.createOk({ title: 'Monsoon offer' });
    expect(next.slug).toBe('monsoon-offer-stable-store-2');
    expect((await deals.open(deal.slug)).json().data.title).toBe('Winter offer');
  });

  it('are free again once their deal is deleted, and only the owner can delete it', async () => {
    const requests = await shopNamed('Gone Store');
    const other = await shopNamed('Other Store');
    const deal = await requests.createOk({ title: 'Clearance' });

    expect((await other.remove(deal._id)).statusCode).toBe(404);
    expect((await deals.open(deal.slug)).statusCode).toBe(200);
    expect((await requests.remove(deal._id)).statusCode).toBe(200);
    expect((await deals.open(deal.slug)).statusCode).toBe(404);
    expect((await deals.open(deal._id)).statusCode).toBe(404);

    const again = await requests.createOk({ title: 'Clearance' });
    expect(again.slug).toBe(deal.slug);
    expect((await deals.open(deal.slug)).json().data.title).toBe('Clearance');
  });

  it('fall back to deal-<random> for a title in Hindi', async () => {
    const deal = await (await shopNamed('रवि मोबाइल')).createOk({ title: 'दिवाली ऑफर' });

    expect(deal.slug).toMatch(/^deal-[0-9a-f]{8}$/);
    expect((await deals.open(deal.slug)).json().data.title).toBe('दिवाली ऑफर');
  });
});
