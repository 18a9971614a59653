import Fastify from 'fastify';
import { expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import configPlugin from '../plugins/config';
import database from '../plugins/database';
import { createTestApp, TEST_ENV } from '../test/app';
import { billRequests } from '../test/bills';
import { describeEachDatabase } from '../test/db';
import { createTestShop } from '../test/factories';
import { billWithReminder, notificationsFrom, shopToday } from '../test/reminders';
import scheduler from './scheduler';

describeEachDatabase('the scheduler', (getDatabase) => {
  it('runs the reminder job every REMINDER_JOB_INTERVAL_MS', async () => {
    const app = await createTestApp(getDatabase(), { REMINDER_JOB_INTERVAL_MS: '100' });
    try {
      const { token } = await createTestShop(app);
      const bill = await billRequests(() => app, token).createOk(
        billWithReminder({ date: shopToday() }),
      );

      await vi.waitFor(async () => expect(await notificationsFrom(app, bill._id)).toHaveLength(1), {
        // A condition, so a busy machine only takes longer: it never fails a working job.
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      await app.close();
    }
  });

  it('lets a run pass while the previous one is still going', async () => {
    const app = Fastify();
    const config = { ...loadConfig(TEST_ENV), jwtSecret: TEST_ENV.JWT_SECRET };
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const slowJob = async () => {
      runs += 1;
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 60));
      running -= 1;
    };
    await app.register(configPlugin, { config });
    await app.register(database, { handle: getDatabase() });
    await app.register(scheduler, { jobs: [{ name: 'slow', everyMs: 10, run: slowJob }] });
    await app.ready();
    try {
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 20_000 });
    } finally {
      await app.close();
    }
    expect(mostAtOnce).toBe(1);
  });
});
