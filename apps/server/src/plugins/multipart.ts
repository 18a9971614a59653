import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * Multipart bodies become plain objects (text fields as strings, the file as a Buffer),
 * so a route validates a form exactly like JSON, with the same zod body schema.
 * Only image uploads are accepted anywhere: one file of at most 2 MB and a few fields.
 */
async function multipartForms(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30, parts: 31, fieldSize: 64 * 1024 },
  });
}

export default fp(multipartForms, { name: 'multipart-forms' });
