import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { runReminderJob } from '../../jobs/reminder-job';
import { useTestApp } from '../../test/app';
import { billPayload, billRequests } from '../../test/bills';
import { describeEachDatabase, openAnotherPool } from '../../test/db';
import { createTestShop } from '../../test/factories';
import { duringShopDay } from '../../test/reminders';

const DAY = '2096-06-10';
/** Per shop: more than one batch of each kind, so the two runs claim side by side. */
const DUE_PER_SHOP = 300;

describeEachDatabase('the reminder job on two app instances', (getDatabase, kind) => {
  const app = useTestApp(getDatabase);

  /** A shop with DUE_PER_SHOP bill reminders and DUE_PER_SHOP follow-ups due on DAY. */
  async function shopWithDueRows(): Promise<void> {
    const { token, user } = await createTestShop(app());
    const { customerId } = await billRequests(app, token).createOk(billPayload());
    await app().db.execute(sql`
      insert into bills (tenant_id, invoice_number, customer_id, customer_name, mobile, status,
        amount_paid, discount_type, discount_value, items_total, discount_amount, advance_amount,
        final_total, pending, to_return, reminder_enabled, reminder_date, reminder_message,
        reminder_frequency, reminder_next_on)
      select ${user._id}, 'LOAD-' || n, ${customerId}, 'Asha Verma', '9876543210', 'completed',
        0, 'amount', 0, 0, 0, 0, 0, 0, 0, true, ${DAY}, 'Service due', 'weekly', ${DAY}
      from generate_series(1, ${DUE_PER_SHOP}) as n`);
    await app().db.execute(sql`
      insert into followups (tenant_id, customer_id, scheduled_at, remind_before, notify_at)
      select ${user._id}, ${customerId}, ${duringShopDay(DAY, 18).toISOString()}::timestamptz, '1h',
        ${duringShopDay(DAY, 17).toISOString()}::timestamptz
      from generate_series(1, ${DUE_PER_SHOP})`);
  }

  it.skipIf(kind === 'pglite')(
    'claims every due row once, so each makes exactly one notification',
    async () => {
      await shopWithDueRows();
      await shopWithDueRows();
      const [one, two] = await Promise.all([
        openAnotherPool(getDatabase()),
        openAnotherPool(getDatabase()),
      ]);
      try {
        const now = duringShopDay(DAY, 19);
        const runs = await Promise.all([runReminderJob(one.db, now), runReminderJob(two.db, now)]);

        const claimed = (part: 'billReminders' | 'followups') =>
          runs.reduce((sum, run) => sum + run[part].claimed, 0);
        expect(claimed('billReminders')).toBe(2 * DUE_PER_SHOP);
        expect(claimed('followups')).toBe(2 * DUE_PER_SHOP);
        const [counted] = await queryRows(
          app().db,
          sql`select count(*)::int as notifications,
                count(distinct (kind, source_id, due_on))::int as sources,
                (select count(*)::int from bills where reminder_notified_on is distinct from ${DAY}::date
                   and reminder_enabled) as bills_left,
                (select count(*)::int from followups where notified_at is null) as followups_left
              from notifications`,
        );
        expect(counted).toEqual({
          notifications: 4 * DUE_PER_SHOP,
          sources: 4 * DUE_PER_SHOP,
          bills_left: 0,
          followups_left: 0,
        });
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    },
  );
});
