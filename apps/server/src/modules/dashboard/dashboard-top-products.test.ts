import { dashboardRanges, startOfShopDay } from '@khatabill/domain';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { billPayload, billRequests, setBillCreatedAt } from '../../test/bills';
import { dashboardRequests } from '../../test/dashboard';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';

const HOUR_MS = 60 * 60 * 1000;

describeEachDatabase('most sold products', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const { token, user } = await createTestShop(app());
    const bills = billRequests(app, token);
    /** A bill of these `[name, quantity]` lines, made `hours` after this shop-local month began. */
    async function sell(hours: number, lines: [string, number][], status = 'completed') {
      const monthStart = startOfShopDay(dashboardRanges(new Date()).month.from);
      const bill = await bills.createOk(
        billPayload({
          status,
          items: lines.map(([name, quantity]) => ({ name, quantity, price: 10 })),
        }),
      );
      const createdAt = new Date(monthStart.getTime() + hours * HOUR_MS);
      await setBillCreatedAt(app(), { shopId: user._id, billId: bill._id, createdAt });
    }
    return { sell, dashboard: dashboardRequests(app, token) };
  }

  it('ranks this month’s items by quantity, whatever their case, named as last sold', async () => {
    const { sell, dashboard } = await shop();
    await sell(1, [
      ['Shirt', 2],
      ['Button', 1],
    ]);
    await sell(2, [['shirt', 3]]);
    await sell(3, [
      ['SHIRT', 1],
      ['Belt', 4],
    ]);
    await sell(4, [['Tie', 4]], 'under_service');

    expect(await dashboard.topProducts()).toEqual([
      { name: 'SHIRT', sold: 6 },
      { name: 'Belt', sold: 4 },
      { name: 'Tie', sold: 4 },
      { name: 'Button', sold: 1 },
    ]);
  });

  it('leaves out drafts and last month, and keeps the top five', async () => {
    const { sell, dashboard } = await shop();
    await sell(1, [
      ['Alpha', 6],
      ['Bravo', 5],
      ['Charlie', 4],
      ['Delta', 3],
      ['Echo', 2],
      ['Foxtrot', 1],
    ]);
    await sell(2, [['Foxtrot', 50]], 'draft');
    await sell(-1, [['Foxtrot', 50]]);

    expect(await dashboard.topProducts()).toEqual([
      { name: 'Alpha', sold: 6 },
      { name: 'Bravo', sold: 5 },
      { name: 'Charlie', sold: 4 },
      { name: 'Delta', sold: 3 },
      { name: 'Echo', sold: 2 },
    ]);
  });
});
