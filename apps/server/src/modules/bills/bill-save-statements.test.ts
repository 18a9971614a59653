import { expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { billPayload, billRequests } from '../../test/bills';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';
import { loggingDatabase } from '../../test/query-plans';

// Every statement is a round trip, and one shop's saves wait for each other's:
// what a save sends, counted from the session's look-up to the commit.

describeEachDatabase('The statements of a bill save', (getDatabase) => {
  it('creates a bill with an Idempotency-Key in 7 statements and no read-back', async () => {
    const { db, statements } = loggingDatabase(getDatabase());
    const app = await createTestApp({ ...getDatabase(), db });
    try {
      const { token } = await createTestShop(app);
      const bills = billRequests(() => app, token);
      const payload = billPayload();
      expect((await bills.upsert(payload, 'first')).statusCode).toBe(201);

      statements.length = 0;
      const response = await bills.upsert({ ...payload, notes: 'again' }, 'second');
      expect(response.statusCode, response.body).toBe(201);
      // Besides these, BEGIN and COMMIT (logged by node-postgres's driver, not PGlite's).
      const sent = statements
        .map((statement) => statement.sql)
        .filter((sql) => sql !== 'begin' && sql !== 'commit');
      expect(sent).toEqual(
        [
          'select "id", "role", "name" from "users"', // the session's account
          'select pg_try_advisory_xact_lock(hashtextextended($1', // the Idempotency-Key's lock
          'select "tenant_id", "key", "request_hash"', // its stored answer: none
          'select "tenant_id", "id", "name"', // the customer, found by mobile
          'select "id", "plan", "plan_expires_at"', // the shop's row lock
          // the invoice number, the bill, its items, timeline, khata entries, the customer's
          // balance, the token and the month's count
          'with "invoice_counter" as (insert into "shop_counters"',
          'insert into "idempotency_keys" ("tenant_id", "key",', // the answer, kept
        ].map((start) => expect.stringMatching(new RegExp(`^${escapeRegExp(start)}`))),
      );
      // The receipt's token look-up (ADR 016) rides in the bill's statement, not a new one.
      expect(sent[5]).toContain('insert into "bill_share_tokens"');
      expect(sent[5]).toContain('"counted" as (update "users"');
    } finally {
      await app.close();
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
