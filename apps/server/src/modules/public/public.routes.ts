import { receiptResponse } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';
import { getPublicReceipt } from './public.service';

/** Routes anyone may call, without logging in. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bills/:token',
    {
      schema: {
        params: z.object({ token: z.string() }),
        response: { 200: receiptResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Receipts hold customers' names: keep them out of search engines, found or not.
      reply.header('x-robots-tag', 'noindex');
      return { data: await getPublicReceipt(app.db, { token: request.params.token }) };
    },
  );
};
