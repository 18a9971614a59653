import { statementLinkResponse } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';
import { getStatementLink, resetStatementLink } from './statements.service';

// Malformed ids are answered 404 by the service, like an id of another shop.
const params = z.object({ id: z.string() });

/** A customer's statement link (`/s/{token}`), registered under /customers. */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);
  const schema = {
    security: [{ bearer: [] }],
    params,
    response: { 200: statementLinkResponse, ...errorResponses },
  };

  // POST, not GET: the first Share makes the link.
  app.post('/:id/statement-link', { schema }, async (request) => ({
    data: await getStatementLink(app.db, {
      shopId: request.auth.shopId,
      customerId: request.params.id,
    }),
  }));

  app.post('/:id/statement-link/reset', { schema }, async (request) => ({
    data: await resetStatementLink(app.db, {
      shopId: request.auth.shopId,
      customerId: request.params.id,
    }),
  }));
};
