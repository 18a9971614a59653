import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createTestApp } from '../test/app';
import { createTestDatabase } from '../test/db';

describe('request log', () => {
  let database: DatabaseHandle;
  const lines: string[] = [];
  const apps: App[] = [];

  const appLoggingAt = async (level: string) => {
    const app = await createTestApp(database, { LOG_LEVEL: level }, undefined, {
      write: (line) => void lines.push(line),
    });
    apps.push(app);
    lines.length = 0;
    return app;
  };
  const answers = () =>
    lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request completed');

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('logs failed answers at info, with the path but not the query, and successes not at all', async () => {
    const app = await appLoggingAt('info');

    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/customers/search?q=9876543210' });

    expect(answers()).toEqual([
      expect.objectContaining({
        level: 30,
        req: expect.objectContaining({ method: 'GET', url: '/api/customers/search' }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(lines.join('\n')).not.toContain('9876543210');
  });

  it('logs every answer, in one line each, at debug', async () => {
    const app = await appLoggingAt('debug');

    await app.inject({ method: 'GET', url: '/api/health' });

    expect(answers()).toEqual([expect.objectContaining({ level: 20, res: { statusCode: 200 } })]);
    expect(lines.filter((line) => line.includes('/api/health'))).toHaveLength(1);
  });
});
