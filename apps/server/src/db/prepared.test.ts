import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from './client';
import { describeEachDatabase } from '../test/db';
import { loggingDatabase } from '../test/query-plans';
import { preparedOnce } from './prepared';
import { billShareTokens } from './schema';

// preparedOnce lends one built statement to every connection; these fail if a Drizzle
// upgrade moves what it swaps (the session's client and logger).

const tokenQuery = preparedOnce((db) =>
  db
    .select({ billId: billShareTokens.billId })
    .from(billShareTokens)
    .where(eq(billShareTokens.shareToken, sql.placeholder('token')))
    .prepare('test_prepared_token'),
);

describeEachDatabase('A query prepared once', (getDatabase, kind) => {
  it("runs on the connection of the transaction it is asked in, and sees the transaction's writes", async () => {
    const { db } = getDatabase();
    const row = { shareToken: randomUUID(), shopId: randomUUID(), billId: randomUUID() };
    // Built outside the transaction first, then lent to it.
    expect(await tokenQuery(db).execute({ token: row.shareToken })).toEqual([]);

    const rollback = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(billShareTokens).values(row);
        expect(await tokenQuery(tx).execute({ token: row.shareToken })).toEqual([
          { billId: row.billId },
        ]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);

    expect(await tokenQuery(db).execute({ token: row.shareToken })).toEqual([]);
  });

  it('logs on the logger of the database it runs on, in and out of a transaction', async () => {
    const { db, statements } = loggingDatabase(getDatabase());
    const token = randomUUID();
    await tokenQuery(db).execute({ token });
    await db.transaction((tx) => tokenQuery(tx).execute({ token }));
    const sent = statements.filter((statement) => statement.params.includes(token));
    expect(sent).toHaveLength(2);
    expect(sent[0]?.sql).toMatch(/^select "bill_id" from "bill_share_tokens"/);
  });

  it.runIf(kind === 'pglite')(
    'is kept parsed and planned by PGlite, once, however often it runs (ADR 026)',
    async () => {
      const { db } = getDatabase();
      for (let run = 0; run < 3; run += 1) {
        await tokenQuery(db).execute({ token: randomUUID() });
        await db.transaction((tx) => tokenQuery(tx).execute({ token: randomUUID() }));
      }
      const kept = await queryRows(db, sql`select statement from pg_prepared_statements`);
      const text = tokenQuery(db).getQuery().sql;
      expect(kept.filter((row) => row.statement === text)).toHaveLength(1);
    },
  );
});
