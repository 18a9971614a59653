import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/app';
import { describeEachDatabase } from '../test/db';
import { authHeader, createTestShop, TEST_PASSWORD, uniqueMobile } from '../test/factories';

describeEachDatabase('Failure logs', (getDatabase) => {
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(getDatabase(), { LOG_LEVEL: 'info' }, undefined, {
      write: (line) => void lines.push(line),
    });
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(async () => {
    lines.length = 0;
    await app.db.execute(sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS test_refuse_users`);
    await app.db.execute(
      sql`ALTER TABLE customers DROP CONSTRAINT IF EXISTS test_refuse_customers`,
    );
  });

  // A check no row passes (NOT VALID leaves existing rows alone): the next insert fails in
  // the database, with its parameters in the driver's error message.
  const refuseInserts = (table: 'users' | 'customers') =>
    app.db.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ADD CONSTRAINT ${sql.identifier(`test_refuse_${table}`)} CHECK (false) NOT VALID`,
    );

  const failureLines = () => lines.filter((line) => line.includes('request failed'));

  it('logs a failed signup by its constraint, without the mobile or the password hash', async () => {
    await refuseInserts('users');
    const mobile = uniqueMobile();

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Ravi Kumar', shopName: 'Ravi Mobiles', mobile, password: TEST_PASSWORD },
    });

    expect(response.statusCode).toBe(500);
    const [line, ...others] = failureLines();
    expect(others).toEqual([]);
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      reqId: expect.any(String),
      failure: { database: { code: '23514', constraint: 'test_refuse_users' } },
    });
    const log = lines.join('\n');
    expect(log).not.toContain(mobile);
    expect(log).not.toContain('$argon2id');
    expect(log).not.toContain('Ravi');
  });

  it('logs a failed customer insert without the customer', async () => {
    const { token } = await createTestShop(app);
    await refuseInserts('customers');
    lines.length = 0;

    const response = await app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: authHeader(token),
      payload: { name: 'Sunita Devi', mobile: '9812345678' },
    });

    expect(response.statusCode).toBe(500);
    expect(failureLines()).toHaveLength(1);
    const log = lines.join('\n');
    expect(log).not.toContain('9812345678');
    expect(log).not.toContain('Sunita');
  });
});
