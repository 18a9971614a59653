import { addDays, toShopDay } from '@khatabill/domain';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDatabase, type SeededShop } from '../../cli/seed-database';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import type { App } from '../../app';

// The bill export streams from the database a batch at a time (product §15 "CSV exports":
// memory stays flat at any count). CI exports a few batches; EXPORT_TEST_BILLS=100000
// runs the full claim (README, "Tests").
const BILLS = Number(process.env.EXPORT_TEST_BILLS ?? 1_200);
const PASSWORD = 'seed-password';
// What the export may add to the heap at its peak, whatever the count: a few batches and
// the socket's buffers. 100 000 bills as one array of answers would take several times it.
const HEAP_GROWTH_LIMIT = 64 * 1024 * 1024;

describeEachDatabase('bill export of a big shop', (getDatabase) => {
  let app: App;
  let shop: SeededShop;
  let origin: string;
  beforeAll(async () => {
    const { shops } = await seedDatabase(getDatabase().db, {
      shops: 1,
      bills: BILLS,
      bigShopBills: BILLS,
      seed: 14,
      password: PASSWORD,
    });
    if (!shops[0]) throw new Error('no shop seeded');
    shop = shops[0];
    // Every bill moved into the last 300 days (by whole 300-day steps, so bills made at the same
    // instant stay tied), so one range of the allowed span holds them all.
    await getDatabase().db.execute(
      sql`update bills set created_at = created_at
          + floor(extract(epoch from now() - created_at) / (300 * 86400)) * interval '300 days'`,
    );
    // As autovacuum would have: with statistics the planner reads each batch from the
    // shop's date index (an incremental sort for the ties), not all the older bills.
    await getDatabase().db.execute(sql`analyze bills`);
    app = await createTestApp(getDatabase());
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 600_000);
  afterAll(async () => {
    await app?.close();
  });

  it(`writes every one of ${BILLS} bills once, newest first, without holding them in memory`, async () => {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: shop.mobile, password: PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    // The shop's days (India's): from 18:30 UTC the UTC date is already yesterday there.
    const today = toShopDay(new Date());
    const from = addDays(today, -340);

    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const started = Date.now();
    const response = await fetch(`${origin}/api/bills/export.csv?from=${from}&to=${today}`, {
      headers: { authorization: `Bearer ${data.token}`, 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    const invoices = new Set<string>();
    let lines = 0;
    let outOfOrder = 0;
    let previousDay = '9999-12-31';
    let rest = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body ?? []) {
      const text = rest + decoder.decode(chunk as Uint8Array, { stream: true });
      const parts = text.split('\r\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines += 1;
        if (lines === 1) continue;
        // Date and invoice number lead the row; seeded ones hold no comma or quote.
        const [date = '', invoice = ''] = line.split(',');
        const day = date.split('-').reverse().join('-');
        if (day > previousDay) outOfOrder += 1;
        previousDay = day;
        invoices.add(invoice);
      }
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const seconds = (Date.now() - started) / 1000;

    expect(lines - 1).toBe(BILLS);
    expect(invoices.size).toBe(BILLS);
    expect(outOfOrder).toBe(0);
    const [stored] = await queryRows(
      getDatabase().db,
      sql`select count(*)::int as n from bills where tenant_id = ${shop.id}`,
    );
    expect(stored?.n).toBe(BILLS);
    expect(heapPeak - heapBefore).toBeLessThan(HEAP_GROWTH_LIMIT);
    // Seen on the shared 2-core machine, for the README's numbers.
    console.info(`${BILLS} bills exported in ${seconds.toFixed(1)} s`);
  }, 600_000);
});
