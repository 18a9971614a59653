import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layering that eslint.config.js enforces (ARCHITECTURE.md "Where does X go"): each rule
// must stop a file that breaks it, and let the same file through once it keeps to its place.

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

const cases = [
  {
    rule: 'only repositories and db/ import drizzle-orm',
    file: 'apps/server/src/modules/bills/bill-rules-check.service.ts',
    bad: "import { sql } from 'drizzle-orm';\nexport const query = sql`select 1`;\n",
    good: "import { listItemsOfBill } from './bills.service';\nexport const list = listItemsOfBill;\n",
    message: /Queries belong in a \*\.repository\.ts/,
  },
  {
    rule: 'a plugin never imports a module',
    file: 'apps/server/src/plugins/some-plugin.ts',
    bad: "import { getShop } from '../modules/shops/shops.service';\nexport const shop = getShop;\n",
    good: "import { LOGIN_AGAIN } from '../messages';\nexport const text = LOGIN_AGAIN;\n",
    message: /A plugin never imports a module/,
  },
  {
    rule: 'the configuration imports no module',
    file: 'apps/server/src/config.ts',
    bad: "import { toUserDto } from './modules/shops/user-dto';\nexport const user = toUserDto;\n",
    good: "import { backupDirOf } from './db/backup-folder';\nexport const dir = backupDirOf;\n",
    message: /config\.ts never imports a module/,
  },
  {
    rule: "a module uses another module's service, not its repository",
    file: 'apps/server/src/modules/bills/some.service.ts',
    bad: "import { lockShop } from '../shops/shops.repository';\nexport const lock = lockShop;\n",
    good: "import { openBillingPeriod } from '../shops/shop-billing.service';\nexport const open = openBillingPeriod;\n",
    message: /Use the other module's service/,
  },
  {
    rule: 'a web feature never imports another feature (from its own folder)',
    file: 'apps/web/src/features/bill-book/some-file.ts',
    bad: "import { isSharedBill } from '../create-bill/shared-bill';\nexport const shared = isSharedBill;\n",
    good: "import { formatBillDate } from '../../lib/format';\nexport const format = formatBillDate;\n",
    message: /A feature never imports another feature/,
  },
  {
    rule: 'a web feature never imports another feature (from a subfolder)',
    file: 'apps/web/src/features/bill-book/components/some-card.tsx',
    bad: "import { isSharedBill } from '../../create-bill/shared-bill';\nexport const shared = isSharedBill;\n",
    good: "import { api } from '../../../lib/api-client';\nimport { BillStatusBadge } from './bill-status-badge';\nexport const parts = [api, BillStatusBadge];\n",
    message: /A feature never imports another feature/,
  },
  {
    rule: 'a web query key comes from the query-key module',
    file: 'apps/web/src/features/welcome/api/some-request.ts',
    bad: "export const invalidate = { queryKey: ['settings'] };\n",
    good: "import { queryKeys } from '../../../lib/query-keys';\nexport const invalidate = { queryKey: queryKeys.settings };\n",
    message: /Query keys come from lib\/query-keys\.ts/,
  },
];

describe('lint keeps the layering', () => {
  it.each(cases)('$rule', async ({ file, bad, good, message }) => {
    const badProblems = await problemsOf(file, bad);
    const goodProblems = await problemsOf(file, good);

    expect(badProblems).toEqual([expect.stringMatching(message)]);
    expect(goodProblems).toEqual([]);
  });

  it('lets a repository compose another module’s SQL (a statement writing both tables)', async () => {
    const problems = await problemsOf(
      'apps/server/src/modules/bills/some.repository.ts',
      "import { insertNewBillEntries } from '../ledger/ledger.repository';\nexport const entries = insertNewBillEntries;\n",
    );

    expect(problems).toEqual([]);
  });

  it('still lets a module import another module’s row type', async () => {
    const problems = await problemsOf(
      'apps/server/src/modules/bills/some.service.ts',
      "import type { ShopRow } from '../shops/shops.repository';\nexport type Shop = ShopRow;\n",
    );

    expect(problems).toEqual([]);
  });
});

// A cycle needs both files on disk: each check writes them to a hidden folder of its own in the
// workspace's test helpers (git, TypeScript and the source scans skip it), removed afterwards
// whatever the outcome.
describe.each(['apps/web/src', 'apps/server/src', 'packages/domain/src'])(
  'lint refuses an import cycle in %s',
  (workspace) => {
    let folder = '';

    beforeAll(() => {
      folder = mkdtempSync(path.join(root, workspace, 'test', '.cycle-check-'));
      writeFileSync(path.join(folder, 'a.ts'), 'export const a = 1;\n');
      writeFileSync(
        path.join(folder, 'b.ts'),
        "import { a } from './a';\nexport type B = { a: number };\nexport const b = a + 1;\n",
      );
    });

    afterAll(() => {
      rmSync(folder, { recursive: true, force: true });
    });

    it('refuses a file importing one that imports it, and lets a type-only import through', async () => {
      const file = path.join(folder, 'a.ts');
      const badProblems = await problemsOf(file, "import { b } from './b';\nexport const a = b;\n");
      const goodProblems = await problemsOf(
        file,
        "import type { B } from './b';\nexport const a: B = { a: 1 };\n",
      );

      expect(badProblems).toEqual([expect.stringMatching(/Dependency cycle/)]);
      expect(goodProblems).toEqual([]);
    });
  },
);
