import fs from 'node:fs';
import type { BillDto, CustomerDto } from '@khatabill/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRandom } from '../cli/seed-random';
import { billPayload } from '../test/bills';
import { uniqueMobile } from '../test/factories';
import { httpApi, type HttpApi } from '../test/http-api';
import { reliabilityCount } from '../test/reliability';
import { describeEachServedDatabase } from '../test/served-database';
import type { ServerProcess } from '../test/server-process';

// Minutes of mixed traffic against one server process → no failed
// request, and its memory (RSS) flat: a leak shows as growth once the process is warm.
// Runs only when RELIABILITY_SOAK_SECONDS is set (600 for 10 minutes).
const SOAK_SECONDS = process.env.RELIABILITY_SOAK_SECONDS
  ? reliabilityCount('RELIABILITY_SOAK_SECONDS', 600)
  : 0;
const SAMPLE_EVERY_MS = 1_000;
const CLIENTS = 4;
// The first fifth (at least 30 s) warms the process up: JIT, pools, caches and V8's heap
// grow to their working size. The RSS then is the baseline.
const WARM_UP_SAMPLES = Math.ceil(Math.max(SOAK_SECONDS / 5, 30) * (1000 / SAMPLE_EVERY_MS));

describeEachServedDatabase(
  'Soak: mixed load on one server process',
  (getDatabase) => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await getDatabase().start();
    });
    afterAll(async () => {
      await server.kill();
    });

    it(
      `answers ${SOAK_SECONDS} s of saves, searches, receipts and khata entries with no error and flat RSS`,
      async () => {
        const api = httpApi(server.url);
        const { token } = await api.signup();
        const shop = await shopTraffic(api, token);
        const samples: number[] = [];
        const sampler = setInterval(() => samples.push(rssOf(server.pid)), SAMPLE_EVERY_MS);
        const deadline = Date.now() + SOAK_SECONDS * 1000;
        const failures: string[] = [];
        let requests = 0;
        try {
          await Promise.all(
            Array.from({ length: CLIENTS }, async (_, client) => {
              const random = createRandom(client + 1);
              while (Date.now() < deadline) {
                requests += 1;
                await shop.next(random).catch((error: unknown) => {
                  failures.push(error instanceof Error ? error.message : String(error));
                });
              }
            }),
          );
        } finally {
          clearInterval(sampler);
        }

        expect(failures.slice(0, 5)).toEqual([]);
        expect(requests).toBeGreaterThan(SOAK_SECONDS * 10);
        const warm = samples.slice(WARM_UP_SAMPLES);
        expect(warm.length, 'RELIABILITY_SOAK_SECONDS: 60 at least').toBeGreaterThanOrEqual(20);
        const baseline = median(warm.slice(0, 5));
        const end = median(warm.slice(-5));
        expect(end, `RSS ${baseline} → ${end} bytes`).toBeLessThanOrEqual(baseline * 1.1);
      },
      (SOAK_SECONDS + 120) * 1000,
    );
  },
  { runIf: SOAK_SECONDS > 0 },
);

/** One shop's day: each `next()` sends one request, drawn like a shop's mix of work. */
async function shopTraffic(api: HttpApi, token: string) {
  const customers: CustomerDto[] = [];
  for (let i = 0; i < 20; i += 1) {
    const answer = await api.expectStatus<{ data: CustomerDto }>(201, '/api/customers', {
      method: 'POST',
      token,
      body: { name: `Customer ${i}`, mobile: uniqueMobile() },
    });
    customers.push(answer.data);
  }
  const bills: BillDto[] = [await api.saveBill(token, billPayload())];
  const requests = {
    save: async (random: ReturnType<typeof createRandom>) => {
      const customer = random.pick(customers);
      const payload = billPayload({ name: customer.name, mobile: customer.mobile });
      bills.push(await api.saveBill(token, payload));
    },
    search: async (random: ReturnType<typeof createRandom>) => {
      const query = random.pick([
        '',
        'search=Shirt',
        'status=completed',
        `search=${random.int(1, 9)}`,
      ]);
      await api.expectStatus(200, `/api/bills/search?${query}`, { token });
    },
    receipt: async (random: ReturnType<typeof createRandom>) => {
      await api.expectStatus(200, `/api/public/bills/${random.pick(bills).shareToken}`);
    },
    entry: async (random: ReturnType<typeof createRandom>) => {
      const customer = random.pick(customers);
      await api.expectStatus(200, `/api/customers/${customer._id}`, {
        method: 'PUT',
        token,
        body: {
          name: customer.name,
          mobile: customer.mobile,
          payment: { type: random.pick(['credit', 'debit']), amount: random.int(1, 500) },
        },
      });
    },
  };
  const weights = { save: 4, search: 2, receipt: 2, entry: 2 };
  return {
    next: (random: ReturnType<typeof createRandom>) => requests[random.weighted(weights)](random),
  };
}

/** The resident memory of process `pid`, in bytes (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
