import { useRef } from 'react';
import { ApiError } from './api-client';

/** 128 random bits as hex; getRandomValues works on plain http too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The request got no answer (offline, status 0) or its first attempt is still running
 * (409): resent with the same Idempotency-Key, it is the same attempt, acted on once.
 */
export function isResendable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 409);
}

/**
 * An Idempotency-Key per attempt, reused only to resend the same body after the last
 * attempt got no answer (offline, status 0) or a 409 (the first attempt still running):
 * such a resend is the same attempt, so the server acts on it once. Any other answer, or
 * a changed body, gets a fresh key.
 *
 *   const key = keyFor(body);
 *   try { await send(key); settle(body, key); } catch (error) { settle(body, key, error); throw error; }
 */
export function useRetryableIdempotencyKey() {
  const unanswered = useRef<{ body: string; key: string } | null>(null);

  function keyFor(body: string): string {
    return unanswered.current?.body === body ? unanswered.current.key : newIdempotencyKey();
  }

  /** Records how the attempt with `key` ended: `error` when it failed, nothing when it succeeded. */
  function settle(body: string, key: string, error?: unknown): void {
    unanswered.current = isResendable(error) ? { body, key } : null;
  }

  return { keyFor, settle };
}

/**
 * `send` as a mutation function that gives each attempt its Idempotency-Key by the rule of
 * useRetryableIdempotencyKey: a create retried unchanged after no answer is made only once.
 */
export function useIdempotentSend<TInput, TResult>(
  send: (input: TInput, idempotencyKey: string) => Promise<TResult>,
): (input: TInput) => Promise<TResult> {
  const { keyFor, settle } = useRetryableIdempotencyKey();
  return async (input) => {
    const body = JSON.stringify(input);
    const key = keyFor(body);
    try {
      const result = await send(input, key);
      settle(body, key);
      return result;
    } catch (error) {
      settle(body, key, error);
      throw error;
    }
  };
}
