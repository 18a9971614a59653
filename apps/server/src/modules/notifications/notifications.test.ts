import type { NotificationDto } from '@khatabill/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../test/app';
import { billRequests } from '../../test/bills';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestAdmin, createTestShop } from '../../test/factories';
import { billWithReminder, runJobAt, shopToday } from '../../test/reminders';
import { errorBody } from '../../plugins/error-handler';

type PendingList = { data: NotificationDto[]; total: number; page: number; limit: number };

describeEachDatabase("the admin's notification queue", (getDatabase) => {
  const app = useTestApp(getDatabase);

  const pending = (token: string, query = '') =>
    app().inject({
      method: 'GET',
      url: `/api/notifications/pending${query}`,
      headers: authHeader(token),
    });
  const markSent = (token: string, id: string) =>
    app().inject({
      method: 'POST',
      url: `/api/notifications/mark-sent/${id}`,
      headers: authHeader(token),
    });

  const sentAtOf = async (id: string) => {
    const [row] = await queryRows(
      app().db,
      sql`select status, sent_at from notifications where id = ${id}`,
    );
    return row?.status === 'sent' ? row.sent_at : null;
  };

  /** Two notifications from one shop, made by two job runs: the second is the newer. */
  async function twoNotifications() {
    const { token } = await createTestShop(app(), { shopName: 'Verma Salon' });
    const api = billRequests(app, token);
    const older = await api.createOk(billWithReminder({ date: shopToday(), message: 'Hair spa?' }));
    await runJobAt(app(), new Date());
    const newer = await api.createOk(billWithReminder({ date: shopToday(), message: 'Facial?' }));
    await runJobAt(app(), new Date());
    return { shopToken: token, older, newer };
  }

  it('lists pending notifications newest first, with the shop and a WhatsApp link', async () => {
    const admin = await createTestAdmin(app());
    const { newer, older } = await twoNotifications();

    const response = await pending(admin.token, '?page=1&limit=2');

    expect(response.statusCode).toBe(200);
    const list = response.json<PendingList>();
    expect(list).toMatchObject({ total: 2, page: 1, limit: 2 });
    expect(list.data.map((n) => n.mobile)).toEqual([newer.mobile, older.mobile]);
    expect(list.data[0]).toEqual({
      _id: expect.any(String),
      kind: 'bill_reminder',
      shopName: 'Verma Salon',
      name: 'Asha Verma',
      mobile: newer.mobile,
      message: 'Verma Salon: Facial?',
      whatsappUrl: `https://wa.me/91${newer.mobile}?text=Verma%20Salon%3A%20Facial%3F`,
      dueOn: shopToday(),
      createdAt: expect.any(String),
    });
    const second = (await pending(admin.token, '?page=2&limit=1')).json<PendingList>();
    expect(second.data.map((n) => n.mobile)).toEqual([older.mobile]);
  });

  it('takes a notification marked as sent off the queue; marking it again changes nothing', async () => {
    const admin = await createTestAdmin(app());
    const before = (await pending(admin.token)).json<PendingList>();
    await twoNotifications();
    const [newest] = (await pending(admin.token)).json<PendingList>().data;
    if (!newest) throw new Error('the job made no notification');

    const marked = await markSent(admin.token, newest._id);
    const sentAt = await sentAtOf(newest._id);
    const again = await markSent(admin.token, newest._id);

    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ data: newest });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: newest });
    expect(sentAt).not.toBeNull();
    expect(await sentAtOf(newest._id)).toEqual(sentAt);
    const after = (await pending(admin.token)).json<PendingList>();
    expect(after.total).toBe(before.total + 1);
    expect(after.data.map((n) => n._id)).not.toContain(newest._id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await createTestAdmin(app());

    for (const id of ['7d3c1a52-9f4e-4b6a-8c2d-1e5f7a9b0c3d', 'not-an-id']) {
      const response = await markSent(admin.token, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody('Notification not found.'));
    }
  });

  it('answers 403 to a shop and 401 to nobody', async () => {
    const { shopToken, older } = await twoNotifications();
    const admin = await createTestAdmin(app());
    const [one] = (await pending(admin.token)).json<PendingList>().data;

    expect((await pending(shopToken)).statusCode).toBe(403);
    expect((await markSent(shopToken, one?._id ?? older._id)).statusCode).toBe(403);
    const anonymous = await app().inject({ method: 'GET', url: '/api/notifications/pending' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 for a page size above the limit', async () => {
    const admin = await createTestAdmin(app());

    expect((await pending(admin.token, '?limit=1000')).statusCode).toBe(400);
  });
});
