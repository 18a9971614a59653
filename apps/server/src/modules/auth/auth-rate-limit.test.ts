import { expect, it } from 'vitest';
import type { App } from '../../app';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop, TEST_PASSWORD, uniqueMobile } from '../../test/factories';
import { DEVICE_COOKIE } from './known-device';
import { errorBody } from '../../plugins/error-handler';

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
    expect(blocked.json()).toEqual(errorBody('Too many attempts. Please try again in 15 minutes.'));
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

/** A login sent from an IP, and from a device cookie when given. */
function loginFrom(app: () => App) {
  return (mobile: string, password: string, from: { ip: string; device?: string }) =>
    app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile, password },
      remoteAddress: from.ip,
      ...(from.device ? { cookies: { [DEVICE_COOKIE]: from.device } } : {}),
    });
}

describeEachDatabase("a stranger guessing an owner's password", (getDatabase) => {
  // The defaults, but a short first delay so the suite does not wait for it.
  const app = useTestApp(getDatabase, {
    LOGIN_MAX_FAILURES: '10',
    LOGIN_MAX_FAILURES_PER_MOBILE: '100',
    LOGIN_DELAY_MS: '1',
  });
  const login = loginFrom(app);

  it("locks out the stranger's IP after 50 wrong attempts, never the owner on another", async () => {
    const mobile = uniqueMobile();
    await createTestShop(app(), { mobile });
    const statuses = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      statuses.push((await login(mobile, 'guess-' + attempt, { ip: '203.0.113.9' })).statusCode);
    }

    const owner = await login(mobile, TEST_PASSWORD, { ip: '198.51.100.20' });
    const strangerWithPassword = await login(mobile, TEST_PASSWORD, { ip: '203.0.113.9' });

    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    expect(owner.statusCode).toBe(200);
    expect(strangerWithPassword.statusCode).toBe(429);
  });
});

describeEachDatabase('guesses spread over many IPs', (getDatabase) => {
  const app = useTestApp(getDatabase, {
    LOGIN_MAX_FAILURES: '3',
    LOGIN_MAX_FAILURES_PER_MOBILE: '6',
    LOGIN_DELAY_MS: '100',
  });
  const login = loginFrom(app);
  const deviceCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

  it('slows unknown devices with growing delays, then answers their wrong passwords 429; the owner gets in from any phone', async () => {
    const mobile = uniqueMobile();
    await createTestShop(app(), { mobile });
    const first = await login(mobile, TEST_PASSWORD, { ip: '198.51.100.20' });
    const device = deviceCookieOf(first)?.value;
    expect(device).toBeDefined();

    // Two addresses use up their own 3 failures each: 6 for the mobile, its whole allowance.
    const timings = [];
    for (const ip of ['203.0.113.1', '203.0.113.2']) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const started = Date.now();
        expect((await login(mobile, 'wrong-password', { ip })).statusCode).toBe(401);
        timings.push(Date.now() - started);
      }
    }
    const stranger = await login(mobile, 'wrong-password', { ip: '203.0.113.3' });
    const started = Date.now();
    const ownerOnANewPhone = await login(mobile, TEST_PASSWORD, { ip: '192.0.2.60' });
    const ownerWaited = Date.now() - started;
    const owner = await login(mobile, TEST_PASSWORD, { ip: '192.0.2.50', device });

    // From the 4th failure of the mobile on, each attempt waits 100, 200, 400 ms first.
    expect(timings[3]).toBeGreaterThanOrEqual(100);
    expect(timings[4]).toBeGreaterThanOrEqual(200);
    expect(timings[5]).toBeGreaterThanOrEqual(400);
    expect(stranger.statusCode).toBe(429);
    expect(ownerOnANewPhone.statusCode).toBe(200);
    expect(ownerWaited).toBeGreaterThanOrEqual(1_600);
    expect(owner.statusCode).toBe(200);
  });

  it('remembers a device only for its own mobile, and never a forged cookie', async () => {
    const mobile = uniqueMobile();
    const other = uniqueMobile();
    await createTestShop(app(), { mobile });
    await createTestShop(app(), { mobile: other });
    const ownDevice = deviceCookieOf(await login(mobile, TEST_PASSWORD, { ip: '192.0.2.1' }));
    const othersDevice = deviceCookieOf(await login(other, TEST_PASSWORD, { ip: '192.0.2.1' }));
    const [id] = (othersDevice?.value ?? '').split('.');
    const lockedIp = '203.0.113.11';
    for (let attempt = 0; attempt < 3; attempt += 1) await login(mobile, 'wrong', { ip: lockedIp });

    for (const device of [othersDevice?.value, `${id}.forged`, 'x'.repeat(5000)]) {
      const response = await login(mobile, TEST_PASSWORD, { ip: lockedIp, device });
      expect(response.statusCode).toBe(429);
    }
    const fromOwnDevice = await login(mobile, TEST_PASSWORD, {
      ip: lockedIp,
      device: ownDevice?.value,
    });
    expect(fromOwnDevice.statusCode).toBe(200);
  });

  it('sets the device cookie for the auth routes only, out of reach of scripts', async () => {
    const mobile = uniqueMobile();
    await createTestShop(app(), { mobile });

    const cookie = deviceCookieOf(await login(mobile, TEST_PASSWORD, { ip: '192.0.2.3' }));

    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 365 * 24 * 60 * 60,
    });
  });
});

// Where the counters live: this process's memory, and Redis when the run has one.
const counterStores: { store: string; env: Record<string, string> }[] = [
  { store: 'in memory', env: {} },
  ...(process.env.TEST_REDIS_URL
    ? [{ store: 'in Redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }]
    : []),
];

for (const { store, env } of counterStores) {
  describeEachDatabase(`guesses sent at the same moment, counted ${store}`, (getDatabase) => {
    const app = useTestApp(getDatabase, {
      ...env,
      LOGIN_MAX_FAILURES: '10',
      LOGIN_MAX_FAILURES_PER_MOBILE: '100',
      LOGIN_DELAY_MS: '0',
    });
    const login = loginFrom(app);
    const statusesOf = (answers: { statusCode: number }[]) => {
      const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
      return { checked: count(401) + count(200), ok: count(200), locked: count(429) };
    };

    it('checks no more than the limit of 40 passwords sent at once from one address', async () => {
      const mobile = uniqueMobile();
      await createTestShop(app(), { mobile });
      const guesses = Array.from({ length: 39 }, (_, index) => `guess-${index}`);

      const answers = await Promise.all(
        [...guesses, TEST_PASSWORD].map((password) =>
          login(mobile, password, { ip: '203.0.113.40' }),
        ),
      );

      expect(statusesOf(answers).checked).toBe(10);
      expect(statusesOf(answers).locked).toBe(30);
      const afterwards = await login(mobile, TEST_PASSWORD, { ip: '203.0.113.40' });
      expect(afterwards.statusCode).toBe(statusesOf(answers).ok === 1 ? 200 : 429);
    });

    it("holds each of 5 addresses sending 40 at once to its limit; the owner's new phone still gets in", async () => {
      const mobile = uniqueMobile();
      await createTestShop(app(), { mobile });
      const addresses = ['203.0.113.51', '203.0.113.52', '2001:db8:5::1', '2001:db8:6::1'];

      const answers = await Promise.all(
        [...addresses, '2001:db8:5::2'].flatMap((ip) =>
          Array.from({ length: 40 }, () => login(mobile, 'wrong-password', { ip })),
        ),
      );
      const owner = await login(mobile, TEST_PASSWORD, { ip: '198.51.100.77' });

      // 2001:db8:5::1 and ::2 are one subscriber's /64: one source, one limit.
      expect(statusesOf(answers)).toEqual({ checked: 40, ok: 0, locked: 160 });
      expect(owner.statusCode).toBe(200);
    });
  });
}

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
    expect(blocked.json()).toEqual(errorBody('Too many attempts. Please try again in 1 minute.'));
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
