import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Like fastify-type-provider-zod's compiler, but hands Fastify the ZodError itself, so the
 * error handler answers with the same `fieldErrors()` the web forms use. Schemas of either
 * zod build: the domain's are zod/mini's, the server's own the full build's.
 */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data);
    return result.success ? { value: result.data } : { error: result.error };
  };
