import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Spec §8: the server's message; a request that got no answer, the screen's fallback
 * ('Login failed', 'Signup failed'); anything unexpected, 'Something went wrong'.
 */
export function authFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return 'Something went wrong';
  return error.status === 0 ? fallback : error.message;
}

/** Puts the server's per-field messages under the form's own inputs. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const field of fields) {
    const message = error.errors[field];
    if (message) setError(field, { type: 'server', message });
  }
}
