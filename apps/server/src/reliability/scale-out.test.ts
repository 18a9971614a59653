import { randomInt } from 'node:crypto';
import type { AuthResult, BillDto, CustomerDto, PublicReceiptDto } from '@khatabill/domain';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { billPayload } from '../test/bills';
import { TEST_PASSWORD, uniqueMobile } from '../test/factories';
import { httpApi, sortedCounters } from '../test/http-api';
import { billWithReminder, notificationsFrom, shopToday } from '../test/reminders';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/round-robin-proxy';
import { describeEachServedDatabase } from '../test/served-database';
import { SERVER_PROCESS_TIMEOUT_MS, type ServerProcess } from '../test/server-process';

// Product §10 "Scale-out": two server processes on one PostgreSQL behind
// a load balancer that alternates between them. Nothing a request needs may live in one
// process only: the session key, invoice counters, the scheduler's claims, rate limits.
const AUTH_RATE_LIMIT = 10;
const LOGIN_MAX_FAILURES = 4;
const REDIS_URL = process.env.TEST_REDIS_URL;

describeEachServedDatabase(
  'Two server processes behind a round-robin proxy',
  (getDatabase) => {
    let servers: ServerProcess[] = [];
    let proxy: RoundRobinProxy;
    // A client address of this run's own, so the Redis counters of earlier runs are not met.
    const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const journeyIp = clientIp();

    beforeAll(async () => {
      const env = {
        // No JWT_SECRET: the first process makes the session key, both read it from the database.
        JWT_SECRET: '',
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
        LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
        REMINDER_JOB_INTERVAL_MS: '100',
        ...(REDIS_URL ? { REDIS_URL } : {}),
      };
      servers = await Promise.all([getDatabase().start(env), getDatabase().start(env)]);
      proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    }, SERVER_PROCESS_TIMEOUT_MS);
    afterAll(async () => {
      await proxy.close();
      await Promise.all(servers.map((server) => server.kill()));
    });

    it('takes a shop from signup to a shared bill with each step on the other process', async () => {
      const api = httpApi(proxy.url, { 'x-forwarded-for': journeyIp });
      const first = proxy.servedBy.length;
      const mobile = uniqueMobile();
      const signup = await api.expectStatus<{ data: AuthResult }>(201, '/api/auth/signup', {
        method: 'POST',
        body: { name: 'Meena Iyer', shopName: 'Meena Tailors', mobile, password: TEST_PASSWORD },
      });
      const { token } = signup.data;
      const me = await api.expectStatus<{ data: { _id: string } }>(200, '/api/auth/me', { token });
      expect(me.data._id).toBe(signup.data.user._id);
      await api.expectStatus(200, '/api/auth/settings', {
        method: 'PUT',
        token,
        body: { invoicePrefix: 'MT' },
      });
      const customer = await api.expectStatus<{ data: CustomerDto }>(201, '/api/customers', {
        method: 'POST',
        token,
        body: { name: 'Ravi Kumar', mobile: uniqueMobile() },
      });
      const bill = await api.saveBill(
        token,
        billPayload({ name: customer.data.name, mobile: customer.data.mobile }),
      );
      const read = await api.expectStatus<{ data: BillDto }>(200, `/api/bills/${bill._id}`, {
        token,
      });
      const receipt = await api.expectStatus<{ data: PublicReceiptDto }>(
        200,
        `/api/public/bills/${bill.shareToken}`,
      );
      const login = await api.expectStatus<{ data: AuthResult }>(200, '/api/auth/login', {
        method: 'POST',
        body: { mobile, password: TEST_PASSWORD },
      });
      await api.expectStatus(200, '/api/auth/me', { token: login.data.token });

      expect(read.data).toEqual(bill);
      expect([bill.invoiceNumber, receipt.data.invoiceNumber]).toEqual(['MT1', 'MT1']);
      const steps = proxy.servedBy.slice(first);
      expect(steps).toHaveLength(9);
      steps.forEach((origin, step) => expect(origin).not.toBe(steps[step + 1]));
    });

    it('numbers 100 bills saved at once across both processes 1…100', async () => {
      const api = httpApi(proxy.url, { 'x-forwarded-for': journeyIp });
      const { token } = await api.signup();
      const first = proxy.servedBy.length;

      const bills = await Promise.all(
        Array.from({ length: 100 }, () => api.saveBill(token, billPayload())),
      );

      const numbers = bills.map((bill) => bill.invoiceNumber);
      expect(sortedCounters(numbers)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      const perServer = servers.map(
        (server) => proxy.servedBy.slice(first).filter((origin) => origin === server.url).length,
      );
      expect(perServer).toEqual([50, 50]);
    });

    it('replays a save on the other process when it is retried with its key', async () => {
      const api = httpApi(proxy.url, { 'x-forwarded-for': journeyIp });
      const { token } = await api.signup();
      const payload = billPayload();
      const first = proxy.servedBy.length;

      const saved = await api.saveBill(token, payload, 'scale-out-retry');
      const retried = await api.saveBill(token, payload, 'scale-out-retry');

      expect(retried).toEqual(saved);
      const [one, other] = proxy.servedBy.slice(first);
      expect(one).not.toBe(other);
      expect(await api.expectStatus(200, '/api/bills/search', { token })).toMatchObject({
        total: 1,
      });
    });

    it('counts on one process a bill the other saved, though its list total is kept', async () => {
      const api = httpApi(proxy.url, { 'x-forwarded-for': journeyIp });
      const { token } = await api.signup();
      await api.saveBill(token, billPayload());
      const first = proxy.servedBy.length;
      const total = async () =>
        (await api.expectStatus<{ total: number }>(200, '/api/bills/search', { token })).total;

      const totals = [await total(), await total()];
      await api.saveBill(token, billPayload());
      await api.saveBill(token, billPayload());
      totals.push(await total(), await total());

      expect(totals).toEqual([1, 1, 3, 3]);
      const origins = proxy.servedBy.slice(first);
      expect(origins[0]).toBe(origins[4]);
      expect(origins[1]).toBe(origins[5]);
    });

    it('makes each due reminder’s notification once, with both schedulers running', async () => {
      const api = httpApi(proxy.url, { 'x-forwarded-for': journeyIp });
      const { token } = await api.signup();
      const bills = await Promise.all(
        Array.from({ length: 10 }, () =>
          api.saveBill(token, billWithReminder({ date: shopToday() })),
        ),
      );
      const database = await getDatabase().open();
      try {
        const counts = () =>
          Promise.all(
            bills.map(async (bill) => (await notificationsFrom(database, bill._id)).length),
          );
        await vi.waitFor(async () => expect(await counts()).toEqual(bills.map(() => 1)), {
          timeout: 60_000,
          interval: 100,
        });
        // Twenty more runs of each scheduler: still one each.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        expect(await counts()).toEqual(bills.map(() => 1));
      } finally {
        await database.close();
      }
    });

    it.runIf(REDIS_URL)(
      'holds the login and signup limit per client across both processes (REDIS_URL)',
      async () => {
        const api = httpApi(proxy.url, { 'x-forwarded-for': clientIp() });
        const statuses: number[] = [];
        for (let attempt = 0; attempt < AUTH_RATE_LIMIT + 6; attempt += 1) {
          const answer = await api.send('/api/auth/login', {
            method: 'POST',
            body: { mobile: uniqueMobile(), password: 'wrong-password' },
          });
          statuses.push(answer.status);
        }
        expect(statuses.filter((status) => status === 401)).toHaveLength(AUTH_RATE_LIMIT);
        expect(statuses.filter((status) => status === 429)).toHaveLength(6);
      },
    );

    it.runIf(REDIS_URL)(
      'checks no more than LOGIN_MAX_FAILURES of one mobile’s passwords sent at once to both',
      async () => {
        const api = httpApi(proxy.url, { 'x-forwarded-for': clientIp() });
        const mobile = uniqueMobile();
        const answers = await Promise.all(
          Array.from({ length: LOGIN_MAX_FAILURES + 3 }, () =>
            api.send('/api/auth/login', {
              method: 'POST',
              body: { mobile, password: 'wrong-password' },
            }),
          ),
        );
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses).toEqual([
          ...Array.from({ length: LOGIN_MAX_FAILURES }, () => 401),
          ...[429, 429, 429],
        ]);
      },
    );
  },
  { kinds: ['postgres'] },
);
