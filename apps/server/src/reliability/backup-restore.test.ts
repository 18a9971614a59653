import type { AuthResult } from '@khatabill/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { App } from '../app';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from '../db/backup';
import type { DatabaseHandle } from '../db/client';
import { createAppWithoutSecret } from '../test/app';
import { billPayload, billRequests } from '../test/bills';
import { customerRequests } from '../test/customers';
import { expenseRequests } from '../test/expenses';
import { authHeader, createTestShop } from '../test/factories';
import { describeEachServedDatabase, type ServedDatabase } from '../test/served-database';
import { tableTotals } from '../test/table-totals';

// What `npm run backup` writes, `npm run restore` brings back whole: every
// table's rows per shop (counts, paise sums, contents), and the sessions the shops had.
// The app runs as `npm start` does, without JWT_SECRET: the key that signs sessions is
// kept in the database, so it travels with the backup. On PostgreSQL backup and restore run
// beside the running app (README: they need no stop there), which answers on at once.
describeEachServedDatabase('Backup → restore round trip', (getDatabase, kind) => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-backup-'));
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  it('brings back every shop’s rows, and their sessions still work', async () => {
    const served = getDatabase();
    const file = path.join(workDir, kind === 'pglite' ? 'backup.tar.gz' : 'backup.dump');

    const shops = await withApp(served, (app) => Promise.all([fillShop(app), fillShop(app)]));
    const before = await withApp(served, (app) => tableTotals(app.db));
    const searches = await withApp(served, (app) => Promise.all(shops.map(searchAll(app))));
    await backup(served, file);

    // The day goes on after the backup: a bill, a new shop.
    const later = await withApp(served, async (app) => {
      await billRequests(() => app, shops[0].token).createOk();
      const shop = await createTestShop(app);
      expect(await tableTotals(app.db)).not.toEqual(before);
      return shop;
    });

    await restore(served, file);

    await withApp(served, async (app) => {
      expect(await tableTotals(app.db)).toEqual(before);
      expect(await Promise.all(shops.map(searchAll(app)))).toEqual(searches);
      for (const shop of shops) {
        const me = await app.inject({ url: '/api/auth/me', headers: authHeader(shop.token) });
        expect(me.statusCode, me.body).toBe(200);
        expect(me.json<{ data: { _id: string } }>().data._id).toBe(shop.user._id);
      }
      // A shop made after the backup is not in it: its session ends with "log in again".
      const gone = await app.inject({ url: '/api/auth/me', headers: authHeader(later.token) });
      expect(gone.statusCode).toBe(401);
    });
  });

  // PostgreSQL's app stays up from the first request to the last.
  let running: { app: App; database: DatabaseHandle } | undefined;
  afterAll(async () => {
    await running?.app.close();
    await running?.database.close();
  });

  /**
   * Runs `work` on an app over the served database. PGlite's is closed after it (backup and
   * restore need its lock); PostgreSQL's stays running.
   */
  async function withApp<T>(served: ServedDatabase, work: (app: App) => Promise<T>): Promise<T> {
    if (served.kind === 'postgres') {
      const database = running?.database ?? (await served.open());
      running ??= { database, app: await createAppWithoutSecret(database, workDir) };
      return work(running.app);
    }
    const database: DatabaseHandle = await served.open();
    try {
      const app = await createAppWithoutSecret(database, workDir);
      try {
        return await work(app);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }
});

/** The shop's first page of bills, as its Bills screen asks for them. */
const searchAll = (app: App) => async (shop: AuthResult) => {
  const answer = await billRequests(() => app, shop.token).search('');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<unknown>();
};

/** A shop with bills (paid, part paid, a draft), khata entries and an expense. */
async function fillShop(app: App): Promise<AuthResult> {
  const session = await createTestShop(app);
  const bills = billRequests(() => app, session.token);
  const payment = (amountPaid: number) => ({
    mode: 'cash',
    amountPaid,
    discount: { type: 'amount', value: 0 },
  });
  await bills.createOk(billPayload({ payment: payment(250.5) }));
  await bills.createOk(billPayload({ payment: payment(70) }));
  await bills.createOk(billPayload({ status: 'draft' }));
  const customers = customerRequests(() => app);
  const customer = await customers.addCustomer(session.token);
  await customers.recordEntry(session.token, customer, 'credit', 420);
  await customers.recordEntry(session.token, customer, 'debit', 120.25);
  await expenseRequests(() => app, session.token).createOk('Rent', 1500, '2026-11-01');
  return session;
}

async function backup(served: ServedDatabase, file: string): Promise<void> {
  if (served.url) await backupPostgres(served.url, file);
  else if (served.dataDir) await backupPglite(served.dataDir, file);
}

async function restore(served: ServedDatabase, file: string): Promise<void> {
  if (served.url) await restorePostgres(served.url, file);
  else if (served.dataDir) await restorePglite(served.dataDir, file);
}
