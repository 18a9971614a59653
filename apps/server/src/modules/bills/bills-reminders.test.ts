import { addDays, MESSAGES, type BillSaveResult } from '@khatabill/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../test/app';
import { billRequests } from '../../test/bills';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';
import {
  billWithReminder,
  notificationsFrom,
  reminderStateOf,
  runJobAt,
  shopToday,
} from '../../test/reminders';

describeEachDatabase('a bill save keeps its reminder series', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const { token, user } = await createTestShop(app());
    return { api: billRequests(app, token), shopId: user._id };
  }

  /** A pending (editable) bill whose weekly reminder for today has already made its notification. */
  async function billReminded() {
    const { api } = await shop();
    const today = shopToday();
    const bill = await api.createOk(
      billWithReminder({ date: today, frequency: 'weekly' }, { status: 'under_service' }),
    );
    await runJobAt(app(), new Date());
    expect(await reminderStateOf(app(), bill._id)).toEqual({ nextOn: today, notifiedOn: today });
    return { api, bill, today };
  }

  it('keeps the progress when only the notes change, so nothing is sent twice', async () => {
    const { api, bill, today } = await billReminded();

    expect((await api.edit(bill._id, { notes: 'called the customer' })).statusCode).toBe(200);
    const upserted = await api.upsert({
      ...billWithReminder({ date: today, frequency: 'weekly' }),
      _id: bill._id,
      mobile: bill.mobile,
      status: 'under_service',
    });
    expect(upserted.statusCode).toBe(200);

    expect(await reminderStateOf(app(), bill._id)).toEqual({ nextOn: today, notifiedOn: today });
    await runJobAt(app(), new Date());
    expect(await notificationsFrom(app(), bill._id)).toHaveLength(1);
  });

  it('starts the series again when its date changes', async () => {
    const { api, bill, today } = await billReminded();
    const later = addDays(today, 3);

    const response = await api.edit(bill._id, { reminder: { date: later } });

    expect(response.statusCode).toBe(200);
    expect(response.json<BillSaveResult>().data.reminder?.nextOn).toBe(later);
    expect(await reminderStateOf(app(), bill._id)).toEqual({ nextOn: later, notifiedOn: null });
  });

  it('clears the series when the reminder is switched off', async () => {
    const { api, bill } = await billReminded();

    const response = await api.edit(bill._id, { reminder: { enabled: false } });

    expect(response.statusCode).toBe(200);
    expect(await reminderStateOf(app(), bill._id)).toEqual({ nextOn: null, notifiedOn: null });
  });

  it('gives a weekly series started in the past its next day from today', async () => {
    const { api } = await shop();
    const today = shopToday();

    const bill = await api.createOk(
      billWithReminder({ date: addDays(today, -10), frequency: 'weekly' }),
    );

    expect(bill.reminder).toMatchObject({ date: addDays(today, -10), nextOn: addDays(today, 4) });
    expect(await reminderStateOf(app(), bill._id)).toEqual({
      nextOn: addDays(today, 4),
      notifiedOn: null,
    });
  });

  describe('a one-off reminder whose day has passed', () => {
    const refusal = {
      message: MESSAGES.reminderDatePast,
      code: 'reminderDatePast',
      errors: { 'reminder.date': MESSAGES.reminderDatePast },
    };

    it('is refused for a new bill, which is not stored', async () => {
      const { api, shopId } = await shop();

      const response = await api.create(billWithReminder({ date: addDays(shopToday(), -1) }));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
      const [counted] = await queryRows(
        app().db,
        sql`select count(*)::int as n from bills where tenant_id = ${shopId}`,
      );
      expect(counted?.n).toBe(0);
    });

    it('is refused when an edit moves the date there, and the bill stays as it was', async () => {
      const { api, bill, today } = await billReminded();

      const response = await api.edit(bill._id, {
        notes: 'changed',
        reminder: { date: addDays(today, -1), frequency: 'none' },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
      expect((await api.get(bill._id)).json().data).toEqual(bill);
    });

    it('is kept when it has already gone out and only the notes change', async () => {
      const { api } = await shop();
      const bill = await api.createOk(
        billWithReminder({ date: shopToday() }, { status: 'under_service' }),
      );
      const yesterday = addDays(shopToday(), -1);
      // As the job leaves it once yesterday's one-off reminder was sent.
      await app().db.execute(
        sql`update bills set reminder_date = ${yesterday}, reminder_next_on = null,
              reminder_notified_on = ${yesterday} where id = ${bill._id}`,
      );

      const response = await api.edit(bill._id, { notes: 'picked up' });

      expect(response.statusCode).toBe(200);
      expect(await reminderStateOf(app(), bill._id)).toEqual({
        nextOn: null,
        notifiedOn: yesterday,
      });
    });
  });
});
