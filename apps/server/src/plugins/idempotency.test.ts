import { AppError } from '@khatabill/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../app';
import { queryRows } from '../db/client';
import { createTestApp } from '../test/app';
import { describeEachDatabase } from '../test/db';
import { authHeader, createTestShop } from '../test/factories';
import { deleteExpiredIdempotencyKeys } from './idempotency.repository';
import { withIdempotency } from './idempotency';
import {
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_RUNNING,
} from '../messages';
import { errorBody } from './error-handler';

describeEachDatabase('withIdempotency', (getDatabase, kind) => {
  let app: App;
  let runs = 0;
  // While set, the handler waits for it, so a request can be caught while still running.
  let gate: Promise<void> | undefined;
  // While true, the handler dies after its work, as a process killed mid-request would.
  let crash = false;

  beforeAll(async () => {
    app = await createTestApp(getDatabase(), {}, (app) => {
      app.post('/api/test/things', { onRequest: app.requireShop }, async (request, reply) =>
        withIdempotency(request, reply, request.auth.shopId, async (db) => {
          runs += 1;
          await gate;
          if (crash) {
            await db.execute(sql`select 1`);
            throw new Error('the process died');
          }
          const body = request.body as { fail?: boolean; answer?: 'bad' };
          if (body.fail) throw new AppError('VALIDATION', 'Failed on purpose.');
          // As the contract asks: the status set, the body returned (a reply sent from inside
          // would reach the client before the transaction ends, and a quick retry would find
          // the key still locked).
          if (body.answer === 'bad') {
            reply.code(400);
            return { message: 'Answered 400.' };
          }
          reply.code(201);
          return { data: { run: runs } };
        }),
      );
    });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    runs = 0;
    gate = undefined;
  });

  const post = (token: string, payload: object, key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/test/things',
      headers: { ...authHeader(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });

  it('runs every request without the header', async () => {
    const { token } = await createTestShop(app);

    await post(token, { n: 1 });
    await post(token, { n: 1 });

    expect(runs).toBe(2);
  });

  it('runs once for a key sent five times and replays the first answer', async () => {
    const { token } = await createTestShop(app);

    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await post(token, { n: 1 }, 'key-five'));

    expect(runs).toBe(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ data: { run: 1 } });
    }
  });

  it('treats a body with its keys reordered as the same request', async () => {
    const { token } = await createTestShop(app);

    await post(token, { a: 1, b: { c: 2, d: 3 } }, 'key-order');
    const retry = await post(token, { b: { d: 3, c: 2 }, a: 1 }, 'key-order');

    expect(retry.statusCode).toBe(201);
    expect(runs).toBe(1);
  });

  it('answers 409 for the same key while the first request still runs', async () => {
    const { token } = await createTestShop(app);
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));

    const first = post(token, { n: 1 }, 'key-running');
    await waitFor(() => runs === 1);
    const second = post(token, { n: 1 }, 'key-running');
    // PGlite runs one transaction at a time: there the retry waits for the first to finish.
    if (kind === 'postgres') expect((await second).statusCode).toBe(409);
    open();

    expect((await first).statusCode).toBe(201);
    if (kind === 'postgres') {
      expect((await second).json()).toEqual(errorBody(IDEMPOTENCY_KEY_RUNNING));
    } else {
      expect((await second).json()).toEqual({ data: { run: 1 } });
    }
    expect(runs).toBe(1);
  });

  it('keeps nothing of a request that crashed, so its retry runs and is kept', async () => {
    const { token } = await createTestShop(app);
    crash = true;

    const crashed = await post(token, { n: 1 }, 'key-crash');
    crash = false;
    const retried = await post(token, { n: 1 }, 'key-crash');
    const replayed = await post(token, { n: 1 }, 'key-crash');

    expect(crashed.statusCode).toBe(500);
    expect([retried.statusCode, replayed.statusCode]).toEqual([201, 201]);
    expect(replayed.json()).toEqual(retried.json());
    expect(runs).toBe(2);
  });

  it('refuses a key with spaces or control characters', async () => {
    const { token } = await createTestShop(app);

    const response = await post(token, { n: 1 }, 'two words');

    expect(response.statusCode).toBe(400);
    expect(runs).toBe(0);
  });

  it('deletes expired keys in the scheduled clean-up, and only those', async () => {
    const { token } = await createTestShop(app);
    await post(token, { n: 1 }, 'key-expired');
    await post(token, { n: 1 }, 'key-fresh');
    await app.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-expired'`,
    );

    await deleteExpiredIdempotencyKeys(app.db);

    const keys = await queryRows(
      app.db,
      sql`select key from idempotency_keys where key in ('key-expired', 'key-fresh')`,
    );
    expect(keys).toEqual([{ key: 'key-fresh' }]);
  });

  it('runs once when the same key arrives five times at once', async () => {
    const { token } = await createTestShop(app);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(token, { n: 1 }, 'key-burst')),
    );

    expect(runs).toBe(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
  });

  it('answers 422 for the same key with another body, and runs nothing', async () => {
    const { token } = await createTestShop(app);
    await post(token, { n: 1 }, 'key-body');

    const changed = await post(token, { n: 2 }, 'key-body');

    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual(errorBody(IDEMPOTENCY_KEY_REUSED));
    expect(runs).toBe(1);
  });

  it('releases the key when the handler throws or answers an error, so a retry runs', async () => {
    const { token } = await createTestShop(app);

    const thrown = await post(token, { fail: true }, 'key-fail');
    const retried = await post(token, { fail: true }, 'key-fail');
    const answered = await post(token, { answer: 'bad' }, 'key-bad');
    const answeredAgain = await post(token, { answer: 'bad' }, 'key-bad');

    expect([thrown.statusCode, retried.statusCode]).toEqual([400, 400]);
    expect([answered.statusCode, answeredAgain.statusCode]).toEqual([400, 400]);
    expect(runs).toBe(4);
  });

  it('keeps keys apart per shop', async () => {
    const first = await createTestShop(app);
    const second = await createTestShop(app);

    await post(first.token, { n: 1 }, 'key-shared');
    const other = await post(second.token, { n: 1 }, 'key-shared');

    expect(other.json()).toEqual({ data: { run: 2 } });
  });

  it('forgets a key after 24 hours', async () => {
    const { token } = await createTestShop(app);
    await post(token, { n: 1 }, 'key-old');
    await app.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-old'`,
    );

    const later = await post(token, { n: 2 }, 'key-old');

    expect(later.statusCode).toBe(201);
    expect(runs).toBe(2);
  });

  it('refuses an empty key or one over 255 characters with 400', async () => {
    const { token } = await createTestShop(app);

    for (const key of ['', 'k'.repeat(256)]) {
      const response = await post(token, { n: 1 }, key);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(IDEMPOTENCY_KEY_INVALID);
    }
    expect(runs).toBe(0);
    expect((await post(token, { n: 1 }, 'k'.repeat(255))).statusCode).toBe(201);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000; // room for a busy machine; usually a few ms
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  if (!condition()) throw new Error('condition never became true');
}
