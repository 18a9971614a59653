import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from './errors';

describe('AppError', () => {
  it('takes its status from the code', () => {
    const error = new AppError(
      'LIMIT_REACHED',
      "You've reached your billing limit. Please upgrade to continue.",
    );
    expect(error).toBeInstanceOf(Error);
    expect(isAppError(error)).toBe(true);
    expect(error.status).toBe(402);
    expect(error.errors).toBeUndefined();
    expect(new AppError('PLAN_RESTRICTED', 'Upgrade to access this feature.').status).toBe(403);
    expect(new AppError('RATE_LIMITED', 'Too many attempts').status).toBe(429);
  });

  it('carries field errors and an explicit status', () => {
    const error = new AppError('VALIDATION', 'Name is required', {
      errors: { name: 'Name is required' },
    });
    expect(error.errors).toEqual({ name: 'Name is required' });
    expect(new AppError('CONFLICT', 'Idempotency key reused', { status: 422 }).status).toBe(422);
    expect(isAppError(new Error('x'))).toBe(false);
  });
});
