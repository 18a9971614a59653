import { createHash } from 'node:crypto';
import { AppError } from '@khatabill/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import {
  findIdempotencyKey,
  saveIdempotencyKey,
  tryLockIdempotencyKey,
  type IdempotencyKeyRow,
} from './idempotency.repository';
import {
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_RUNNING,
} from '../messages';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 255;
/** Visible ASCII only (RFC 9110 token-ish): no spaces, no control or NUL characters. */
const KEY_CHARACTERS = /^[\x21-\x7e]+$/;

/**
 * Runs a POST (or PUT) handler at most once per `Idempotency-Key` header (product §11
 * "Idempotency", after Stripe and the IETF draft). Without the header the handler simply
 * runs on `app.db`. With it, the handler runs inside one transaction that also takes the key
 * and keeps the answer:
 * - the first request locks the key per shop, runs, and its status and body are kept 24 h;
 * - a retry with the same method, URL and body gets that answer again, and nothing runs;
 * - the same key while the first still runs → 409 (on PGlite, whose one connection runs one
 *   transaction at a time, the retry waits and then gets the answer), with another body → 422;
 * - a handler that fails (throws, or answers ≥ 400) keeps nothing, so a retry runs anew;
 * - a crash rolls the work and the key back together, so the retry is never blocked.
 * The handler does its work on the `db` it is given, sets its status with `reply.code()` as
 * usual and returns the body:
 *
 *   async (request, reply) =>
 *     withIdempotency(request, reply, request.auth.shopId, async (db) => {
 *       reply.code(201);
 *       return { data: await createThing(db, …) };
 *     })
 */
export async function withIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  shopId: string,
  handler: (db: Database) => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return handler(request.server.db);

  const ref = { shopId, key };
  const requestHash = hashRequest(request);
  return request.server.db.transaction(async (tx) => {
    if (!(await tryLockIdempotencyKey(tx, ref))) {
      throw new AppError('CONFLICT', IDEMPOTENCY_KEY_RUNNING);
    }
    const stored = await findIdempotencyKey(tx, ref);
    if (stored) return replay<T>(reply, stored, requestHash);

    const body = await handler(tx);
    if (reply.statusCode < 400) {
      await saveIdempotencyKey(tx, { ...ref, requestHash, status: reply.statusCode, body });
    }
    return body;
  });
}

function replay<T>(reply: FastifyReply, stored: IdempotencyKeyRow, requestHash: string): T {
  if (stored.requestHash !== requestHash) {
    throw new AppError('CONFLICT', IDEMPOTENCY_KEY_REUSED, { status: 422 });
  }
  reply.code(stored.responseStatus);
  // Stored from this same route's handler (the hash covers method and URL), so it is a T.
  return stored.responseBody as T;
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > MAX_KEY_LENGTH ||
    !KEY_CHARACTERS.test(value)
  ) {
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
