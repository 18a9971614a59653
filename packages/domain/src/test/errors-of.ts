import { z } from 'zod/mini';
import { fieldErrors } from '../schemas/field-errors';

/** The field errors a schema reports for `input` ({} when it is valid). */
export function errorsOf(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.error);
}
