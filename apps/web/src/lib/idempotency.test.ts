import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { newIdempotencyKey, useRetryableIdempotencyKey } from './idempotency';

const BODY = '{"name":"Asha"}';

describe('idempotency keys', () => {
  it('makes 128 random bits as hex, a new one each time', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('resends the same body with the same key after no answer or a 409', () => {
    const { result } = renderHook(() => useRetryableIdempotencyKey());
    const { keyFor, settle } = result.current;
    for (const status of [0, 409]) {
      const key = keyFor(BODY);
      settle(BODY, key, new ApiError(status, 'No answer'));
      expect(keyFor(BODY)).toBe(key);
      expect(keyFor('{"name":"Ravi"}')).not.toBe(key);
      settle(BODY, key);
    }
  });

  it('uses a fresh key after a success or any other failure', () => {
    const { result } = renderHook(() => useRetryableIdempotencyKey());
    const { keyFor, settle } = result.current;
    const first = keyFor(BODY);
    settle(BODY, first);
    expect(keyFor(BODY)).not.toBe(first);
    const second = keyFor(BODY);
    settle(BODY, second, new ApiError(400, 'Invalid'));
    expect(keyFor(BODY)).not.toBe(second);
    const third = keyFor(BODY);
    settle(BODY, third, new Error('Boom'));
    expect(keyFor(BODY)).not.toBe(third);
  });
});
