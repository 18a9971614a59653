import type { LoginInput } from '@khatabill/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../../plugins/rate-limit';
import { recognizedDevice } from './known-device';

type LoginThrottleOptions = {
  secret: string;
  /** Failures per mobile from one source (an IP, or a device that logged in before). */
  maxFailures: number;
  /** Failures per mobile from every unknown device together. */
  maxFailuresPerMobile: number;
  windowMs: number;
  /** The first delay once a mobile has more failures than one source may have. */
  delayMs: number;
};

const MAX_DELAY_MS = 5_000;

/**
 * Failed logins (DESIGN.md §3 Accounts, §7 Rate limits). Only failures count, and a count
 * expires with its window. The lock-out counts per mobile and source, so a stranger's
 * guesses lock out the stranger's IP, not the owner. Guesses spread over many IPs meet a
 * looser per-mobile limit, slowed by growing delays before it; a device that logged in to
 * this mobile before is exempt from both and counts its own failures apart.
 * Counters live in the rate-limit store: Redis when configured.
 */
export function createLoginThrottle(app: FastifyInstance, options: LoginThrottleOptions) {
  const { secret, maxFailures, maxFailuresPerMobile, windowMs, delayMs } = options;
  // Called after validation, so the body is the parsed login (mobile in E.164).
  const mobileOf = (request: FastifyRequest) => (request.body as LoginInput).mobile;
  const deviceOf = (request: FastifyRequest) =>
    recognizedDevice(request, { secret, mobile: mobileOf(request) });

  const bySource = app.createRateLimit({
    max: maxFailures,
    timeWindow: windowMs,
    keyGenerator: (request) => {
      const device = deviceOf(request);
      const source = device ? `device:${device}` : `ip:${request.ip}`;
      return `login-failures:${mobileOf(request)}:${source}`;
    },
  });
  const byMobile = app.createRateLimit({
    max: maxFailuresPerMobile,
    timeWindow: windowMs,
    keyGenerator: (request) => `login-failures:${mobileOf(request)}`,
  });

  return {
    /** Throws 429 for a locked source or mobile; waits a little more at each failure past the first few. */
    async assertAllowed(request: FastifyRequest): Promise<void> {
      // `isAllowed` is true only for an allow-listed key; none is configured.
      const source = await bySource(request, { increment: false });
      if (!source.isAllowed && source.remaining === 0) throw tooManyAttempts(source.ttl);
      const mobile = deviceOf(request) ? null : await byMobile(request, { increment: false });
      if (!mobile || mobile.isAllowed) return;
      if (mobile.remaining === 0) throw tooManyAttempts(mobile.ttl);
      const failures = maxFailuresPerMobile - mobile.remaining;
      if (failures >= maxFailures) {
        const delay = Math.min(delayMs * 2 ** (failures - maxFailures), MAX_DELAY_MS);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      await bySource(request);
      if (!deviceOf(request)) await byMobile(request);
    },
  };
}
