import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { API_ERROR_MESSAGE, ApiError } from './api-client';

/**
 * The one way a failure becomes text (spec §8): the server's message; a request that got
 * no answer, the screen's `fallback` (`API Error` unless given); anything that is not an
 * API failure at all, `unexpected` (the fallback unless given).
 */
export function errorMessage(
  error: unknown,
  fallback = API_ERROR_MESSAGE,
  unexpected = fallback,
): string {
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
