import { addDays, type ReminderItemDto } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { billRequests } from '../../test/bills';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestAdmin, createTestShop } from '../../test/factories';
import {
  billWithReminder,
  duringShopDay,
  notificationsFrom,
  reminderStateOf,
  runJobAt,
  shopToday,
} from '../../test/reminders';

describeEachDatabase('bill reminders and the reminder job', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop(shopName = 'Sharma Motors') {
    const { token } = await createTestShop(app(), { shopName });
    const todays = async () => {
      const response = await app().inject({
        method: 'GET',
        url: '/api/reminders/today',
        headers: authHeader(token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: ReminderItemDto[] }>().data;
    };
    return { api: billRequests(app, token), todays };
  }

  it('lists a reminder due today, makes one notification for it, and moves a weekly one on', async () => {
    const { api, todays } = await shop();
    const today = shopToday();
    const bill = await api.createOk(
      billWithReminder({ date: today, frequency: 'weekly', message: 'Oil change due' }),
    );

    expect(await todays()).toEqual([
      {
        billId: bill._id,
        invoiceNumber: bill.invoiceNumber,
        customerName: 'Asha Verma',
        mobile: bill.mobile,
        message: 'Oil change due',
      },
    ]);

    const now = new Date();
    const first = await runJobAt(app(), now);
    expect(first.billReminders.queued).toBeGreaterThanOrEqual(1);
    expect(await notificationsFrom(app(), bill._id)).toEqual([
      {
        kind: 'bill_reminder',
        dueOn: today,
        name: 'Asha Verma',
        mobile: bill.mobile,
        message: 'Sharma Motors: Oil change due',
        status: 'pending',
      },
    ]);

    const again = await runJobAt(app(), now);
    expect(again.billReminders.queued).toBe(0);
    expect(await notificationsFrom(app(), bill._id)).toHaveLength(1);

    await runJobAt(app(), new Date(now.getTime() + 86_400_000));
    expect(await reminderStateOf(app(), bill._id)).toEqual({
      nextOn: addDays(today, 7),
      notifiedOn: today,
    });
    expect(await notificationsFrom(app(), bill._id)).toHaveLength(1);
    expect(await todays()).toEqual([]);
  });

  it('ends a one-off reminder once its day has passed', async () => {
    const { api } = await shop();
    const bill = await api.createOk(billWithReminder({ date: shopToday() }));
    const now = new Date();

    await runJobAt(app(), now);
    await runJobAt(app(), new Date(now.getTime() + 86_400_000));

    expect(await reminderStateOf(app(), bill._id)).toEqual({
      nextOn: null,
      notifiedOn: shopToday(),
    });
    expect(await notificationsFrom(app(), bill._id)).toHaveLength(1);
  });

  it('sends a monthly reminder from 31 January on 29 February and then 31 March', async () => {
    const { api } = await shop();
    const bill = await api.createOk(billWithReminder({ date: '2096-01-31', frequency: 'monthly' }));

    for (const day of ['2096-01-30', '2096-01-31', '2096-02-01', '2096-02-29', '2096-03-01']) {
      await runJobAt(app(), duringShopDay(day));
    }
    expect(await reminderStateOf(app(), bill._id)).toEqual({
      nextOn: '2096-03-31',
      notifiedOn: '2096-02-29',
    });
    await runJobAt(app(), duringShopDay('2096-03-31'));

    const days = (await notificationsFrom(app(), bill._id)).map((n) => n.dueOn);
    expect(days).toEqual(['2096-01-31', '2096-02-29', '2096-03-31']);
  });

  it('sends a reminder dated the 2nd from 18:30 UTC on the 1st (midnight in India), not before', async () => {
    const { api } = await shop();
    const bill = await api.createOk(billWithReminder({ date: '2096-05-02' }));

    await runJobAt(app(), new Date('2096-05-01T18:29:59Z'));
    expect(await notificationsFrom(app(), bill._id)).toEqual([]);

    await runJobAt(app(), new Date('2096-05-01T18:45:00Z'));
    expect(await notificationsFrom(app(), bill._id)).toMatchObject([{ dueOn: '2096-05-02' }]);
  });

  it('sends nothing for a bill on hold, and lists none of it', async () => {
    const { api, todays } = await shop();
    const today = shopToday();
    const bill = await api.createOk(billWithReminder({ date: today }, { status: 'draft' }));

    await runJobAt(app(), new Date());

    expect(await notificationsFrom(app(), bill._id)).toEqual([]);
    expect(await reminderStateOf(app(), bill._id)).toEqual({ nextOn: today, notifiedOn: null });
    expect(await todays()).toEqual([]);
  });

  it("lists only the shop's own reminders of today", async () => {
    const mine = await shop('Mine');
    const theirs = await shop('Theirs');
    const today = shopToday();
    const own = await mine.api.createOk(billWithReminder({ date: today }));
    await mine.api.createOk(billWithReminder({ date: addDays(today, 1) }));
    await mine.api.createOk(billWithReminder({ date: today, enabled: false }));
    await theirs.api.createOk(billWithReminder({ date: today }));

    expect((await mine.todays()).map((item) => item.billId)).toEqual([own._id]);
  });

  describe('GET /api/reminders/today', () => {
    it('answers 401 to nobody and 403 to an admin', async () => {
      const admin = await createTestAdmin(app());
      const url = '/api/reminders/today';

      const anonymous = await app().inject({ method: 'GET', url });
      const asAdmin = await app().inject({ method: 'GET', url, headers: authHeader(admin.token) });

      expect(anonymous.statusCode).toBe(401);
      expect(asAdmin.statusCode).toBe(403);
    });
  });
});
