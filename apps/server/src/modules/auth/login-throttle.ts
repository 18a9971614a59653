import type { LoginInput } from '@khatabill/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../../plugins/rate-limit';

type LoginThrottleOptions = { maxFailures: number; windowMs: number };

/**
 * Failed logins per mobile (DESIGN.md §7 Rate limits). Only failures count, and a count
 * expires with its window, so a stranger guessing cannot lock an owner out for long.
 * Counters live in the rate-limit store: Redis when configured.
 */
export function createLoginThrottle(
  app: FastifyInstance,
  { maxFailures, windowMs }: LoginThrottleOptions,
) {
  const failures = app.createRateLimit({
    max: maxFailures,
    timeWindow: windowMs,
    // Called after validation, so the body is the parsed login (mobile in E.164).
    keyGenerator: (request) => `login-failures:${(request.body as LoginInput).mobile}`,
  });

  return {
    /** Throws 429 once the mobile has used up its failures in the current window. */
    async assertAllowed(request: FastifyRequest): Promise<void> {
      const status = await failures(request, { increment: false });
      if (!status.isAllowed && status.remaining === 0) throw tooManyAttempts(status.ttl);
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      await failures(request);
    },
  };
}
