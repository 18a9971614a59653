import { sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { findClusterLayoutProblems, type GlobalTables } from '../test/cluster-layout';
import { describeEachDatabase } from '../test/db';
import type { Database } from './client';

// The migrated schema can be distributed by tenant_id as it is (ADR 016).
// Every table with a tenant_id column is a tenant table, distributed by it; every other
// table is listed here with where a cluster puts it and why.
const GLOBAL_TABLES: GlobalTables = {
  users: {
    kind: 'distributed',
    by: 'id',
    reason: "the tenant root: a shop's id is the tenant_id of its rows, so they are colocated",
  },
  server_secrets: {
    kind: 'reference',
    reason: 'the JWT signing key every server process reads; a few rows, written once',
  },
  account_mobiles: {
    kind: 'reference',
    reason: 'login, signup and the admin find an account by its mobile alone',
  },
  bill_share_tokens: {
    kind: 'reference',
    reason: 'the public receipt finds a bill by its token alone',
  },
  statement_links: {
    kind: 'reference',
    reason: 'the customer statement page finds a customer by its link token alone (ADR 017)',
  },
  campaign_slugs: {
    kind: 'reference',
    reason: 'the public deal pages find a deal by its slug or id alone',
  },
  file_shops: {
    kind: 'reference',
    reason: '/files/{sha256}.webp finds a shop holding the image by its hash alone',
  },
};

/** The problems after `changes`, made in a transaction that is rolled back afterwards. */
async function problemsAfter(db: Database, ...changes: SQL[]): Promise<string[]> {
  let problems: string[] = [];
  const rolledBack = new Error('rolled back');
  await expect(
    db.transaction(async (tx) => {
      for (const change of changes) await tx.execute(change);
      problems = await findClusterLayoutProblems(tx, GLOBAL_TABLES);
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
  return problems;
}

describeEachDatabase('the schema, laid out for a distributed PostgreSQL', (getDatabase) => {
  it('keys every tenant table by tenant_id, and no reference table points into one', async () => {
    expect(await findClusterLayoutProblems(getDatabase().db, GLOBAL_TABLES)).toEqual([]);
  });

  it('finds a global unique key, as share_token, slug and mobile were', async () => {
    const { db } = getDatabase();
    expect(
      await problemsAfter(
        db,
        sql`create unique index bills_share_token_key on bills (share_token)`,
      ),
    ).toEqual([
      'bills: unique key bills_share_token_key (share_token) does not start with tenant_id',
    ]);
    expect(
      await problemsAfter(db, sql`create unique index users_mobile_key on users (mobile)`),
    ).toEqual(['users: unique key users_mobile_key (mobile) does not start with id']);
  });

  it('finds a primary key without tenant_id, and a table nobody placed', async () => {
    expect(
      await problemsAfter(
        getDatabase().db,
        sql`create table tags (tenant_id uuid not null, id uuid primary key)`,
        sql`create table settings (name text primary key)`,
      ),
    ).toEqual([
      'settings has no tenant_id and is not listed as a global table',
      'tags: primary key tags_pkey (id) does not start with tenant_id',
    ]);
  });

  it('finds a foreign key between tenant tables without tenant_id, or from a reference table', async () => {
    const problems = await problemsAfter(
      getDatabase().db,
      sql`alter table bills add constraint bills_customer_id_key unique (id, customer_id)`,
      sql`create table bill_notes (tenant_id uuid not null, id uuid not null, bill_id uuid,
            customer_id uuid, primary key (tenant_id, id),
            constraint bill_notes_bill_fk foreign key (bill_id, customer_id)
              references bills (id, customer_id))`,
      sql`alter table bill_share_tokens add constraint bill_share_tokens_bill_fk
            foreign key (shop_id, bill_id) references bills (tenant_id, id)`,
    );
    expect(problems.sort()).toEqual([
      'bill_notes: foreign key bill_notes_bill_fk (bill_id,customer_id) → bills (id,customer_id) does not pair tenant_id with tenant_id',
      "bill_share_tokens: reference table's foreign key bill_share_tokens_bill_fk points into the distributed bills",
      'bills: unique key bills_customer_id_key (id,customer_id) does not start with tenant_id',
    ]);
  });
});
