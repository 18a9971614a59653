import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Like fastify-type-provider-zod's compiler, but hands Fastify the ZodError itself, so the
 * error handler answers with the same `fieldErrors()` the web forms use.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
