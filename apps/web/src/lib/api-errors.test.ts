import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors, errorMessage } from './api-errors';

describe('errorMessage', () => {
  it("answers the server's message, the fallback without an answer, else the unexpected text", () => {
    expect(errorMessage(new ApiError(409, 'Already registered'), 'Signup failed')).toBe(
      'Already registered',
    );
    expect(errorMessage(new ApiError(0, 'API Error'), 'Signup failed')).toBe('Signup failed');
    expect(errorMessage(new Error('bug'), 'Signup failed', 'Something went wrong')).toBe(
      'Something went wrong',
    );
    expect(errorMessage(new Error('bug'), 'Failed to save settings')).toBe(
      'Failed to save settings',
    );
  });

  it('falls back to API Error when the screen has no text of its own', () => {
    expect(errorMessage(new ApiError(404, 'Product not found'))).toBe('Product not found');
    expect(errorMessage(new ApiError(0, 'API Error'))).toBe('API Error');
    expect(errorMessage(new TypeError('x is undefined'))).toBe('API Error');
    expect(errorMessage(new Error('bug'), undefined, 'Could not save the product.')).toBe(
      'Could not save the product.',
    );
  });
});

describe('applyServerFieldErrors', () => {
  it("sets the server's messages on the form's own fields only", () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'Invalid', { mobile: 'Already registered', other: 'x' });
    applyServerFieldErrors<{ mobile: string; password: string }>(
      error,
      ['mobile', 'password'],
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['mobile', { type: 'server', message: 'Already registered' }],
    ]);

    applyServerFieldErrors(new Error('bug'), ['mobile'], setError);
    expect(setError).toHaveBeenCalledTimes(1);
  });
});
