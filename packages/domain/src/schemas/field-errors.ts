import type { z } from 'zod/mini';

/** Key for problems with the request as a whole rather than one field. */
export const FORM_ERROR_KEY = '_form';

/** First message per dotted field path (`items.0.price`), for 400 answers and form fields. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
