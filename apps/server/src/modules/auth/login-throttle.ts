import type { LoginInput } from '@khatabill/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { tooManyAttempts } from '../../plugins/rate-limit';
import { recognizedDevice } from './known-device';

type LoginThrottleOptions = {
  secret: string;
  /** Failed logins per mobile from one source (an address, or a device that logged in before). */
  maxFailures: number;
  /** Failed logins per mobile from every unknown device together, past which a wrong password is a 429. */
  maxFailuresPerMobile: number;
  windowMs: number;
  /** The first delay once a mobile has more failures than one source may have. */
  delayMs: number;
};

/** A login attempt let through to its password check, holding its places in the counts. */
export type LoginAttempt = {
  /**
   * Set when the mobile's unknown devices have used up their failures: a wrong password is
   * then answered as a lock-out (429, retry after this many ms), a right one still logs in.
   */
  mobileLockedForMs: number | null;
  /** The password was right: the attempt gives its places back. */
  succeeded(): Promise<void>;
};

const MAX_DELAY_MS = 5_000;

/**
 * Failed logins. Each attempt is counted before its password is checked, so guesses sent at
 * once are held to the limit as guesses sent one by one; a right password gives its count
 * back, so only failures remain counted, each for its window.
 *
 * - Per mobile and source: `maxFailures`, then 429 without a password check. A stranger's
 *   guesses lock out the stranger's address (an IPv6 client's /64, which one subscriber
 *   holds whole), or the device that guessed.
 * - Per mobile, from every unknown device together: past `maxFailures`, each attempt waits
 *   first, twice as long at each failure up to 5 s; past `maxFailuresPerMobile` a wrong
 *   password is answered 429. A right one still logs in after its wait, so a stranger's burst
 *   never locks the owner out of a phone they have not used before.
 * - A device that logged in to this mobile before counts only its own failures.
 *
 * Counters live in `app.attemptCounter`: Redis when configured.
 */
export function createLoginThrottle(app: FastifyInstance, options: LoginThrottleOptions) {
  const { secret, maxFailures, maxFailuresPerMobile, windowMs, delayMs } = options;
  const counter = app.attemptCounter;

  return {
    /** Throws 429 for a locked source, and waits while the mobile is under attack. */
    async admit(request: FastifyRequest): Promise<LoginAttempt> {
      // Called after validation, so the body is the parsed login (mobile in E.164).
      const { mobile } = request.body as LoginInput;
      const device = recognizedDevice(request, { secret, mobile });
      const sourceKey = `login:${mobile}:${device ? `device:${device}` : `ip:${addressBlock(request.ip)}`}`;
      const source = await counter.take(sourceKey, windowMs);
      if (source.count > maxFailures) throw tooManyAttempts(source.resetInMs);

      const keys = [sourceKey];
      let mobileLockedForMs: number | null = null;
      if (!device) {
        const mobileKey = `login:${mobile}`;
        keys.push(mobileKey);
        const byMobile = await counter.take(mobileKey, windowMs);
        const failuresBefore = byMobile.count - 1;
        if (failuresBefore >= maxFailures) {
          const delay = Math.min(delayMs * 2 ** (failuresBefore - maxFailures), MAX_DELAY_MS);
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
        if (byMobile.count > maxFailuresPerMobile) mobileLockedForMs = byMobile.resetInMs;
      }
      return {
        mobileLockedForMs,
        succeeded: async () => {
          await Promise.all(keys.map((key) => counter.giveBack(key)));
        },
      };
    },
  };
}

/** The address a client is counted by: an IPv4 address, or the /64 an IPv6 client holds. */
function addressBlock(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // an IPv4-mapped IPv6 address becomes its IPv4 address
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
