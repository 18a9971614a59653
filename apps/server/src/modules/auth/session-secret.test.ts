import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAppWithoutSecret } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import { loadSessionSecret } from './session-secret';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-secret-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const me = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });

describeEachDatabase('the session secret without JWT_SECRET', (getDatabase) => {
  it('is made once and shared by every server process on the database', async () => {
    const first = await createAppWithoutSecret(
      getDatabase(),
      fs.mkdtempSync(path.join(root, 'a-')),
    );
    const second = await createAppWithoutSecret(
      getDatabase(),
      fs.mkdtempSync(path.join(root, 'b-')),
    );
    try {
      const { token } = await createTestShop(first);

      expect((await me(second, token)).statusCode).toBe(200);
      expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
      expect(first.config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('adopts the jwt-secret file an older version kept beside the data, so its sessions stay', async () => {
    const db = getDatabase().db;
    const legacyFile = path.join(root, 'legacy-secret');
    fs.writeFileSync(legacyFile, 'an-old-secret-kept-beside-the-data-dir');

    // The previous test stored one already; a database without one adopts the file's.
    const stored = await loadSessionSecret(db, { legacyFile });
    await db.execute(`delete from server_secrets`);
    const adopted = await loadSessionSecret(db, { legacyFile });

    expect(stored).not.toBe('an-old-secret-kept-beside-the-data-dir');
    expect(adopted).toBe('an-old-secret-kept-beside-the-data-dir');
  });

  it('ignores a kept file too short to be a key', async () => {
    const db = getDatabase().db;
    const legacyFile = path.join(root, 'tiny-secret');
    fs.writeFileSync(legacyFile, 'tiny');
    await db.execute(`delete from server_secrets`);

    const secret = await loadSessionSecret(db, { legacyFile });

    expect(secret).not.toBe('tiny');
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });
});
