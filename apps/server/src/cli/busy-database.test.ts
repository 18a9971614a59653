import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteLockPath } from '../db/client';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const run = promisify(execFile);

// Commands that write the embedded database, as `npm run <script> -- …` runs them.
const COMMANDS = [
  ['admin', ['create', '--mobile', '9876543210', '--password', 'secret1']],
  ['seed', ['--shops', '1', '--bills', '1']],
] as const;

describe.each(COMMANDS)(
  'npm run %s while the server holds the embedded database',
  { timeout: 60_000 },
  (script, args) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `khatabill-${script}-busy-`));
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it('says to stop the server first (or use DATABASE_URL) and fails without a stack trace', async () => {
      // This test process stands in for a running server: its pid in the lock file.
      fs.writeFileSync(pgliteLockPath(dataDir), String(process.pid));

      const result = await run(
        process.execPath,
        ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args],
        { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );

      expect(result.code).toBe(1);
      const message = result.stderr.trim();
      expect(message).toBe(
        `The database in ${dataDir} is in use by another KhataBill process (pid ${process.pid}), ` +
          'most likely the server: the embedded database opens in one process at a time. Stop ' +
          'the server first, then run this command again. (With DATABASE_URL, on PostgreSQL, ' +
          'commands run beside a running server.)',
      );
      // The server's lock is left alone and no database was made beside it.
      expect(fs.readFileSync(pgliteLockPath(dataDir), 'utf8')).toBe(String(process.pid));
      expect(fs.readdirSync(dataDir)).toEqual(['pglite.lock']);
    });
  },
);
