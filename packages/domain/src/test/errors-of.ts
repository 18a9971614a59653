import type { z } from 'zod';
import { fieldErrors } from '../schemas/field-errors';

/** The field errors a schema reports for `input` ({} when it is valid). */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
