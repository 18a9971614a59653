import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { fallbackMessages } from './fallback-messages';
import { serverText } from './message-text';

/**
 * The one way a failure becomes text (product §8): the server's message, in the language shown
 * by its code (as it came when this build does not know the code); a request that got no
 * answer, the screen's `fallback` (`API Error` unless given); anything that is not an API
 * failure at all, `unexpected` (the fallback unless given).
 */
export function errorMessage(
  error: unknown,
  fallback = fallbackMessages.get().apiError,
  unexpected = fallback,
): string {
  if (!(error instanceof ApiError)) return unexpected;
  if (error.status === 0) return fallback;
  return serverText(error.message, error);
}

/** The server's per-field messages for the form's own inputs; others are left out. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError) || !error.errors) return found;
  for (const field of fields) {
    const message = error.errors[field];
    if (message) found[field] = message;
  }
  return found;
}

/** Puts the server's per-field messages under a react-hook-form form's own inputs. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  for (const [field, message] of Object.entries(serverFieldErrors(error, fields))) {
    setError(field as Path<T>, { type: 'server', message: message as string });
  }
}
