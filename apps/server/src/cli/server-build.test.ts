import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/client';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from '../test/postgres-admin';
import {
  compiledServer,
  SERVER_PROCESS_TIMEOUT_MS,
  startServerProcess,
} from '../test/server-process';
import { buildServer } from './server-build';

// `npm run serve` starts the compiled server (ADR 012): it must build, find its migrations
// from where it lies, migrate a new database and answer.
describe('the compiled server', { timeout: SERVER_PROCESS_TIMEOUT_MS }, () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-build-'));
  const outDir = path.join(scratch, 'dist');
  // Its packages are found as from apps/server/dist: in the repository's node_modules.
  fs.symlinkSync(
    fileURLToPath(new URL('../../../../node_modules', import.meta.url)),
    path.join(scratch, 'node_modules'),
  );
  beforeAll(() => buildServer({ outDir }));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('is one JavaScript file with the migrations beside it', () => {
    expect(fs.readdirSync(outDir).sort()).toEqual(['migrations', 'server.js', 'server.js.map']);
    expect(fs.readdirSync(path.join(outDir, 'migrations'))).toEqual(
      fs.readdirSync(MIGRATIONS_FOLDER),
    );
    // The domain is compiled in; packages are loaded from node_modules.
    const code = fs.readFileSync(path.join(outDir, 'server.js'), 'utf8');
    expect(code).not.toContain('@khatabill/domain');
    expect(code).toContain('from "fastify"');
  });

  async function answersHealth(env: Record<string, string>, database: string) {
    const server = await startServerProcess(compiledServer(outDir), env);
    try {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { status: 'ok', database } });
    } finally {
      await server.kill();
    }
  }

  it('migrates a new embedded database and answers /api/health', async () => {
    await answersHealth({ DATA_DIR: path.join(scratch, 'data') }, 'pglite');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'migrates a new PostgreSQL database and answers /api/health',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = uniqueDatabaseName('t');
      await createDatabase(serverUrl, name);
      try {
        await answersHealth({ DATABASE_URL: databaseUrl(serverUrl, name) }, 'postgres');
      } finally {
        await dropDatabase(serverUrl, name);
      }
    },
  );
});
