import multipart from '@fastify/multipart';
import { AppError } from '@khatabill/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MALFORMED_FORM } from '../messages';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

type FormValue = string | Buffer;

/**
 * Multipart bodies become plain objects (text fields as strings, the file as a Buffer),
 * so a route validates a form exactly like JSON, with the same zod body schema.
 * Only image uploads are accepted anywhere: one file of at most 2 MB and a few fields.
 *
 * The plugin's own `attachFieldsToBody` lets the parser's errors ("Boundary not found",
 * "Unexpected end of form") escape without a status, as 500s; reading the form here
 * answers them as the client's mistake they are.
 */
async function multipartForms(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, parts: 31, fieldSize: 64 * 1024 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readForm(request);
  });
}

async function readForm(request: FastifyRequest): Promise<Record<string, FormValue | FormValue[]>> {
  // No prototype: a part named `__proto__` can only ever be a field.
  const form: Record<string, FormValue | FormValue[]> = Object.create(null);
  try {
    for await (const part of request.parts()) {
      const value = part.type === 'file' ? await part.toBuffer() : String(part.value);
      const previous = form[part.fieldname];
      // A repeated name becomes a list, which no body schema accepts for a single field.
      form[part.fieldname] =
        previous === undefined
          ? value
          : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
  } catch (error) {
    // The plugin's own limits (413) and prototype checks (400) already carry a status.
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw new AppError('VALIDATION', MALFORMED_FORM);
  }
  return form;
}

export default fp(multipartForms, { name: 'multipart-forms' });
