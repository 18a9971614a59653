import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Spec §8: the server's message; a request that got no answer, the screen's `fallback`;
 * anything that is not an API failure at all, `unexpected` (the fallback unless given).
 */
export function errorMessage(error: unknown, fallback: string, unexpected = fallback): string {
  if (!(error instanceof ApiError)) return unexpected;
  return error.status === 0 ? fallback : error.message;
}

/** Puts the server's per-field messages under the form's own inputs; others are left out. */
export function applyServerFieldErrors<T extends FieldValues>(
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
