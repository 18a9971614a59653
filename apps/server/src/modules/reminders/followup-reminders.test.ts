import type { ProductDto } from '@khatabill/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../test/app';
import { billPayload, billRequests } from '../../test/bills';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop, setShopLanguage } from '../../test/factories';
import { insertFollowup, notificationsFrom, runJobAt } from '../../test/reminders';

describeEachDatabase('follow-up reminders', (getDatabase) => {
  const app = useTestApp(getDatabase);

  /** A shop with a customer (Asha Verma) and a product (Screen repair). */
  async function shopWithCustomer(language = 'en') {
    const { token, user } = await createTestShop(app(), { shopName: 'Sharma Repairs' });
    await setShopLanguage(app(), token, language);
    const bill = await billRequests(app, token).createOk(billPayload());
    const product = await app().inject({
      method: 'POST',
      url: '/api/products',
      headers: authHeader(token),
      payload: { name: 'Screen repair', price: 1500 },
    });
    return {
      shopId: user._id,
      customerId: bill.customerId ?? '',
      mobile: bill.mobile,
      productId: product.json<{ data: ProductDto }>().data._id,
    };
  }

  async function notifiedAtOf(followupId: string): Promise<unknown> {
    const [row] = await queryRows(
      app().db,
      sql`select notified_at from followups where id = ${followupId}`,
    );
    return row?.notified_at;
  }

  it('makes one notification once the remind-before time has come', async () => {
    const shop = await shopWithCustomer();
    // 11:00 am in India on 25 November 2096, reminded an hour before.
    const scheduledAt = new Date('2096-11-25T05:30:00Z');
    const followupId = await insertFollowup(app(), { ...shop, scheduledAt, remindBefore: '1h' });

    await runJobAt(app(), new Date('2096-11-25T04:29:59Z'));
    expect(await notificationsFrom(app(), followupId)).toEqual([]);

    await runJobAt(app(), new Date('2096-11-25T04:30:00Z'));
    await runJobAt(app(), new Date('2096-11-25T04:45:00Z'));

    expect(await notificationsFrom(app(), followupId)).toEqual([
      {
        kind: 'followup',
        dueOn: '2096-11-25',
        name: 'Asha Verma',
        mobile: shop.mobile,
        message: 'Sharma Repairs: reminder of your Screen repair on 25 Nov, 11:00 am.',
        status: 'pending',
      },
    ]);
    expect(await notifiedAtOf(followupId)).not.toBeNull();
  });

  it('dates the notification on the shop-local day and names an appointment without a service', async () => {
    const shop = await shopWithCustomer();
    // 12:30 am in India on 26 November is 19:00 UTC on the 25th.
    const followupId = await insertFollowup(app(), {
      ...shop,
      productId: null,
      scheduledAt: new Date('2096-11-25T19:00:00Z'),
      remindBefore: '1d',
    });

    await runJobAt(app(), new Date('2096-11-24T19:00:00Z'));

    expect(await notificationsFrom(app(), followupId)).toMatchObject([
      {
        dueOn: '2096-11-26',
        message: 'Sharma Repairs: reminder of your appointment on 26 Nov, 12:30 am.',
      },
    ]);
  });

  it("writes the reminder in the shop's language", async () => {
    const shop = await shopWithCustomer('hi');
    const scheduledAt = new Date('2096-11-25T05:30:00Z');
    const followupId = await insertFollowup(app(), { ...shop, scheduledAt, remindBefore: '1h' });

    await runJobAt(app(), new Date('2096-11-25T04:30:00Z'));

    expect(await notificationsFrom(app(), followupId)).toMatchObject([
      { message: 'Sharma Repairs: रिमाइंडर — Screen repair, 25 नवंबर को सुबह 11:00 बजे।' },
    ]);
  });

  it('makes none for a follow-up that is done, cancelled or postponed', async () => {
    const shop = await shopWithCustomer();
    const scheduledAt = new Date('2096-11-25T05:30:00Z');
    const ids = await Promise.all(
      (['done', 'cancelled', 'postponed'] as const).map((status) =>
        insertFollowup(app(), { ...shop, scheduledAt, status }),
      ),
    );

    await runJobAt(app(), new Date('2096-11-25T05:00:00Z'));

    for (const id of ids) {
      expect(await notificationsFrom(app(), id)).toEqual([]);
      expect(await notifiedAtOf(id)).toBeNull();
    }
  });
});
