import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES, AppError } from '@khatabill/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { retryMinutes } from '../messages';
import { memoryAttemptCounter, redisAttemptCounter, type AttemptCounter } from './attempt-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts attempts that must be counted before they are judged (failed logins). */
    attemptCounter: AttemptCounter;
  }
}

type RateLimitOptions = { redisUrl: string | undefined };

export function tooManyAttempts(retryInMs: number): AppError {
  return new AppError('RATE_LIMITED', API_MESSAGES.tooManyAttempts(retryMinutes(retryInMs)));
}

/**
 * Limits are opt-in per route (`config.rateLimit`, `app.rateLimit()`, `app.createRateLimit()`).
 * With REDIS_URL the counters live in Redis, so every API process shares them; so does
 * `app.attemptCounter`.
 */
async function rateLimits(app: FastifyInstance, { redisUrl }: RateLimitOptions) {
  // Fail fast instead of queueing: a request must not hang while Redis is away.
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'khatabill-rate-limit:',
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
  app.decorate(
    'attemptCounter',
    redis ? redisAttemptCounter(redis, 'khatabill-attempts:') : memoryAttemptCounter(),
  );
}

export default fp(rateLimits, { name: 'rate-limits' });
