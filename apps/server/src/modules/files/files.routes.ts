import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findFileBySha256 } from './files.repository';
import { NOT_FOUND } from '../../messages';
import { errorBody } from '../../plugins/error-handler';

const FILE_NAME = /^([0-9a-f]{64})\.webp$/;

/** Images by content hash: the URL changes whenever the bytes do, so caches may keep them forever. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const sha256 = FILE_NAME.exec(request.params.name)?.[1];
      const file = sha256 ? await findFileBySha256(app.db, sha256) : undefined;
      if (!sha256 || !file) return reply.status(404).send(errorBody(NOT_FOUND));

      const etag = `"${sha256}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type(file.mime).send(file.bytes);
    },
  );
};

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}
