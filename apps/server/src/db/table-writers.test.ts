import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

// One repository file writes each table (inserts, updates, deletes), so a table's rules have
// one home and every other module calls it. A statement that must write several tables at
// once composes CTEs that the tables' own repositories build (a new bill's, ADR 013).
//
// The scan reads the server's source, not its tests nor their helpers (src/test/), and leaves
// out what writes tables wholesale: db/ (migrations, backup, restore) and the seed
// (cli/seed*.ts). It knows a table by the name schema.ts exports it under.

const SOURCE = path.resolve(import.meta.dirname, '..');

/** Each table's one writer, as a path from src/. */
const WRITERS: Record<string, string> = {
  account_mobiles: 'modules/auth/auth.repository.ts',
  bill_items: 'modules/bills/bills.repository.ts',
  bill_share_tokens: 'modules/bills/bills.repository.ts',
  bill_status_events: 'modules/bills/bills.repository.ts',
  bills: 'modules/bills/bills.repository.ts',
  campaign_items: 'modules/campaigns/campaigns.repository.ts',
  campaign_slugs: 'modules/campaigns/campaigns.repository.ts',
  campaigns: 'modules/campaigns/campaigns.repository.ts',
  customers: 'modules/customers/customers.repository.ts',
  expenses: 'modules/expenses/expenses.repository.ts',
  file_shops: 'modules/files/files.repository.ts',
  files: 'modules/files/files.repository.ts',
  followups: 'modules/followups/followups.repository.ts',
  idempotency_keys: 'plugins/idempotency.repository.ts',
  ledger_entries: 'modules/ledger/ledger.repository.ts',
  members: 'modules/staff/staff.repository.ts',
  notifications: 'modules/notifications/notifications.repository.ts',
  products: 'modules/products/products.repository.ts',
  server_secrets: 'modules/auth/session-secret.repository.ts',
  shop_counters: 'modules/bills/invoice-numbers.repository.ts',
  statement_links: 'modules/statements/statements.repository.ts',
  users: 'modules/shops/shops.repository.ts',
};

/** The schema's tables by the name the code uses for each, and their names in the database. */
const TABLES = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableName(table as PgTable)]),
);

describe('the writers of each table', () => {
  it('names one writer for every table of the schema', () => {
    expect(Object.keys(WRITERS).sort()).toEqual([...TABLES.values()].sort());
  });

  it('finds every write of a table in its one writer', () => {
    const expected = Object.fromEntries(
      Object.entries(WRITERS).map(([table, writer]) => [table, [writer]]),
    );

    expect(writersInSource()).toEqual(expected);
  });

  it('sees each form of a write, and not a table merely read or named', () => {
    const source = [
      'await db.insert(bills).values(row);',
      'db.with(holder).update( users ).set(changes);',
      'tx.delete(ledgerEntries).where(ofBill);',
      'sql`INSERT INTO ${customers} (a) select 1`',
      'sql`update\n  ${products} set x = 1`',
      'sql`delete from ${expenses} where true`',
      'db.select().from(files); sql`select * from ${campaigns}`; map.delete(key);',
      "throw new Error('insert into followups returned no row');",
    ].join('\n');

    expect(writtenNames(source).filter((name) => TABLES.has(name))).toEqual([
      'bills',
      'users',
      'ledgerEntries',
      'customers',
      'products',
      'expenses',
    ]);
  });
});

/** Each table the source writes, with the files that write it. */
function writersInSource(): Record<string, string[]> {
  const writers = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    for (const name of writtenNames(fs.readFileSync(path.join(SOURCE, file), 'utf8'))) {
      const table = TABLES.get(name);
      if (!table) continue;
      writers.set(table, (writers.get(table) ?? new Set()).add(file));
    }
  }
  return Object.fromEntries([...writers].map(([table, files]) => [table, [...files].sort()]));
}

/** The server's source files, as paths from src/ with `/` between folders. */
function sourceFiles(): string[] {
  return fs
    .readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        !file.split('/').some((part) => part.startsWith('.')) &&
        !file.startsWith('test/') &&
        !file.startsWith('db/') &&
        !/^cli\/seed[^/]*$/.test(file),
    );
}

/**
 * Each write's form: words (case aside) separated by any white space, then the name of what
 * is written, then the character that closes it.
 */
const WRITE_FORMS: readonly { words: readonly string[]; close: string }[] = [
  { words: ['.insert('], close: ')' },
  { words: ['.update('], close: ')' },
  { words: ['.delete('], close: ')' },
  { words: ['insert', 'into', '${'], close: '}' },
  { words: ['update', '${'], close: '}' },
  { words: ['delete', 'from', '${'], close: '}' },
];

/**
 * The names the text writes to, in the order they appear: `.insert(x)`, `.update(x)`,
 * `.delete(x)`, and in SQL templates `insert into ${x}`, `update ${x}`, `delete from ${x}`.
 * One pass per form, each step moving forwards: linear in the text's length.
 */
function writtenNames(text: string): string[] {
  // Lower-cases A-Z only, so every index still points at the same character of `text`.
  const lower = text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const found: { at: number; name: string }[] = [];
  for (const { words, close } of WRITE_FORMS) {
    const [first = ''] = words;
    for (let at = lower.indexOf(first); at !== -1; at = lower.indexOf(first, at + 1)) {
      // A word, not the end of a longer one (`upsert into` is no insert).
      if (isNamePart(first[0]) && isNamePart(lower[at - 1])) continue;
      let index = at + first.length;
      let matched = true;
      for (const word of words.slice(1)) {
        index = skipSpace(lower, index);
        matched = lower.startsWith(word, index);
        if (!matched) break;
        index += word.length;
      }
      if (!matched) continue;
      const start = skipSpace(lower, index);
      let end = start;
      while (isNamePart(text[end])) end += 1;
      if (end > start && text[skipSpace(text, end)] === close) {
        found.push({ at, name: text.slice(start, end) });
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map((write) => write.name);
}

function skipSpace(text: string, index: number): number {
  let next = index;
  while (next < text.length && /\s/.test(text[next] ?? '')) next += 1;
  return next;
}

function isNamePart(character: string | undefined): boolean {
  return character !== undefined && /[\w$]/.test(character);
}
