import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { billRequests, setBillCreatedAt } from '../../test/bills';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';
import { getSummary, type DashboardPreset } from './dashboard.service';

// Days are the shop's (Asia/Kolkata, UTC+5:30): 18:30 UTC is midnight in India.
describeEachDatabase('dashboard days in the shop time zone', (getDatabase) => {
  const app = useTestApp(getDatabase);

  /** A shop with one default bill (₹250.50, 3 items) made at each instant. */
  async function shopWithBillsAt(...instants: string[]): Promise<string> {
    const { token, user } = await createTestShop(app());
    const bills = billRequests(app, token);
    for (const at of instants) {
      const bill = await bills.createOk();
      await setBillCreatedAt(app(), {
        shopId: user._id,
        billId: bill._id,
        createdAt: new Date(at),
      });
    }
    return user._id;
  }

  const summaryOf = (
    shopId: string,
    range: DashboardPreset | { from: string; to: string },
    now: string,
  ) => getSummary(app().db, { shopId, range, now: new Date(now) });

  it('counts a bill made at 18:45 UTC on the 1st on the 2nd (IST), in Today and in custom ranges', async () => {
    const shopId = await shopWithBillsAt('2025-03-01T18:45:00Z');

    // 11:30 on the 2nd in India, and 23:59 on the 1st.
    const today = await summaryOf(shopId, 'today', '2025-03-02T06:00:00Z');
    const dayBefore = await summaryOf(shopId, 'today', '2025-03-01T18:29:00Z');
    const second = await summaryOf(
      shopId,
      { from: '2025-03-02', to: '2025-03-02' },
      '2025-03-05T00:00:00Z',
    );
    const first = await summaryOf(
      shopId,
      { from: '2025-02-01', to: '2025-03-01' },
      '2025-03-05T00:00:00Z',
    );
    const month = await summaryOf(
      shopId,
      { from: '2025-03-01', to: '2025-03-31' },
      '2025-03-05T00:00:00Z',
    );

    expect(today).toMatchObject({
      from: '2025-03-02',
      to: '2025-03-02',
      count: 1,
      totalSales: 250.5,
    });
    expect(today.series.points).toEqual([{ start: '2025-03-02', totalSales: 250.5 }]);
    expect(dayBefore).toMatchObject({ from: '2025-03-01', count: 0, totalSales: 0 });
    expect(second).toMatchObject({ count: 1, totalItems: 3, totalSales: 250.5 });
    expect(first).toMatchObject({ count: 0, totalItems: 0, totalSales: 0 });
    expect(month.series.points.filter((point) => point.totalSales > 0)).toEqual([
      { start: '2025-03-02', totalSales: 250.5 },
    ]);
  });

  it('starts weeks on Monday at midnight in India and ends them on Sunday', async () => {
    const shopId = await shopWithBillsAt(
      '2025-06-01T18:15:00Z', // Sunday 1 June, 23:45 IST
      '2025-06-01T18:45:00Z', // Monday 2 June, 00:15 IST
      '2025-06-08T18:29:00Z', // Sunday 8 June, 23:59 IST
      '2025-06-08T18:30:00Z', // Monday 9 June, 00:00 IST
    );

    // Wednesday 4 June, and Sunday 1 June at 17:30 IST.
    const week = await summaryOf(shopId, 'week', '2025-06-04T06:00:00Z');
    const weekBefore = await summaryOf(shopId, 'week', '2025-06-01T12:00:00Z');

    expect(week).toMatchObject({ from: '2025-06-02', to: '2025-06-08', count: 2 });
    expect(week.series.points.map((point) => point.start)).toEqual([
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
      '2025-06-05',
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
    ]);
    expect(week.series.points.map((point) => point.totalSales)).toEqual([
      250.5, 0, 0, 0, 0, 0, 250.5,
    ]);
    expect(weekBefore).toMatchObject({ from: '2025-05-26', to: '2025-06-01', count: 1 });
  });
});
