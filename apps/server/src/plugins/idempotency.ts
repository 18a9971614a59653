import { createHash } from 'node:crypto';
import { AppError } from '@khatabill/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  deleteIdempotencyKey,
  findIdempotencyKey,
  type IdempotencyKeyRow,
} from './idempotency.repository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 255 characters.';
export const IDEMPOTENCY_KEY_RUNNING =
  'A request with this Idempotency-Key is still being processed.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used with a different request.';
const MAX_KEY_LENGTH = 255;

/**
 * Runs a POST handler at most once per `Idempotency-Key` header (DESIGN.md §3, after Stripe
 * and the IETF draft). Without the header the handler simply runs. With it:
 * - the first request claims the key per shop, runs, and its status and body are kept 24 h;
 * - a retry with the same method, URL and body gets that answer again, and nothing runs;
 * - the same key while the first still runs → 409, with another request → 422;
 * - a handler that fails (throws, or answers ≥ 400) releases the key, so a retry runs anew.
 * The handler sets its status with `reply.code()` as usual and returns the body:
 *
 *   async (request, reply) =>
 *     withIdempotency(request, reply, request.auth.shopId, async () => {
 *       reply.code(201);
 *       return { data: await createThing(app.db, …) };
 *     })
 */
export async function withIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  shopId: string,
  handler: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return handler();

  const { db } = request.server;
  const ref = { shopId, key };
  await deleteExpiredIdempotencyKeys(db, shopId);
  const claim = { ...ref, requestHash: hashRequest(request) };
  if (!(await claimIdempotencyKey(db, claim))) {
    const stored = await findIdempotencyKey(db, ref);
    if (stored) return replay(reply, stored, claim.requestHash);
    // The first request failed and released the key just now: this one may run instead.
    if (!(await claimIdempotencyKey(db, claim))) {
      throw new AppError('CONFLICT', IDEMPOTENCY_KEY_RUNNING);
    }
  }

  let body: T;
  try {
    body = await handler();
  } catch (error) {
    await deleteIdempotencyKey(db, ref);
    throw error;
  }
  if (reply.statusCode >= 400) await deleteIdempotencyKey(db, ref);
  else await completeIdempotencyKey(db, { ...ref, status: reply.statusCode, body });
  return body;
}

function replay<T>(reply: FastifyReply, stored: IdempotencyKeyRow, requestHash: string): T {
  if (stored.requestHash !== requestHash) {
    throw new AppError('CONFLICT', IDEMPOTENCY_KEY_REUSED, { status: 422 });
  }
  if (stored.state !== 'done' || stored.responseStatus === null) {
    throw new AppError('CONFLICT', IDEMPOTENCY_KEY_RUNNING);
  }
  reply.code(stored.responseStatus);
  // Stored from this same route's handler (the hash covers method and URL), so it is a T.
  return stored.responseBody as T;
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_KEY_LENGTH) {
    throw new AppError('VALIDATION', IDEMPOTENCY_KEY_INVALID, {
      errors: { 'Idempotency-Key': IDEMPOTENCY_KEY_INVALID },
    });
  }
  return value;
}

function hashRequest(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/** JSON with object keys sorted, so the same body sent with its keys reordered hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
