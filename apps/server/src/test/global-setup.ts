import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite } from '../db/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabaseFromPglite, openPostgres } from '../db/client';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a freshly migrated PGlite data directory. */
    pgliteTemplateFile: string;
    /** Migrated database on TEST_DATABASE_URL's server to copy per suite, if any. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run: a fresh PGlite takes seconds to create and migrate, loading a
 * dump of one takes a fraction of that. On PostgreSQL, CREATE DATABASE … TEMPLATE copies
 * the migrated schema in milliseconds. The template has a unique name (not a fixed one)
 * so that test runs started side by side against one server cannot drop each other's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | null = null;
  const teardown = async () => {
    fs.rmSync(tempDir, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) await dropDatabase(serverUrl, postgresTemplate);
  };
  try {
    const templateFile = path.join(tempDir, 'pglite-template.tar');
    await writePgliteTemplate(templateFile);
    project.provide('pgliteTemplateFile', templateFile);
    if (serverUrl) {
      postgresTemplate = uniqueDatabaseName('template');
      await createPostgresTemplate(serverUrl, postgresTemplate);
    }
    project.provide('postgresTemplate', postgresTemplate);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function writePgliteTemplate(file: string): Promise<void> {
  const pglite = await createPglite();
  const handle = await openDatabaseFromPglite(pglite, { migrate: true });
  try {
    // Uncompressed: every test file loads it, and gunzip would cost more than the bytes.
    const dump = await pglite.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function createPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await createDatabase(serverUrl, name);
  const handle = await openPostgres(databaseUrl(serverUrl, name), true);
  // Copies need the template without sessions, so close the pool right away.
  await handle.close();
}
