import { z } from 'zod/mini';

/**
 * The body of every failure: the English `message`, its stable `code` (a MessageCode, or one a
 * newer server added), what a parameterised text was filled with, and per-field messages.
 */
export const apiErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
