import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop, TEST_PASSWORD, uniqueMobile } from '../../test/factories';

const MAX_FAILURES = 3;

describeEachDatabase('login failures per mobile', (getDatabase) => {
  const app = useTestApp(getDatabase, { LOGIN_MAX_FAILURES: String(MAX_FAILURES) });
  const login = (mobile: string, password: string) =>
    app().inject({ method: 'POST', url: '/api/auth/login', payload: { mobile, password } });

  it(`answers 429 after ${MAX_FAILURES} failed logins, even with the right password`, async () => {
    const mobile = uniqueMobile();
    await createTestShop(app(), { mobile });
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) {
      expect((await login(mobile, 'wrong-password')).statusCode).toBe(401);
    }

    const blocked = await login(`+91${mobile}`, TEST_PASSWORD);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
  });

  it('does not count successful logins, nor another mobile’s failures', async () => {
    const mobile = uniqueMobile();
    const other = uniqueMobile();
    await createTestShop(app(), { mobile });
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) {
      await login(other, 'wrong-password');
    }

    for (let attempt = 0; attempt < MAX_FAILURES + 1; attempt += 1) {
      expect((await login(mobile, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });
});

describeEachDatabase('auth requests per IP', (getDatabase) => {
  const app = useTestApp(getDatabase, { AUTH_RATE_LIMIT: '3' });

  it('answers 429 once an IP has used up its signup and login requests for the minute', async () => {
    const signup = () =>
      app().inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'A', shopName: 'B', mobile: uniqueMobile(), password: TEST_PASSWORD },
      });
    const login = () =>
      app().inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobile: uniqueMobile(), password: TEST_PASSWORD },
      });

    expect((await signup()).statusCode).toBe(201);
    expect((await login()).statusCode).toBe(401);
    expect((await signup()).statusCode).toBe(201);
    const blocked = await login();

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please try again in 1 minute.' });
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
