import { productInput } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../plugins/error-handler';
import { productAnswer, productListAnswer, productParams } from './products.schema';
import { createProduct, deleteProduct, listProducts, updateProduct } from './products.service';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);
  const security = [{ bearer: [] }];

  // The picker's list is the whole catalog too: a product is only its name and price.
  for (const url of ['/', '/minimal']) {
    app.get(
      url,
      { schema: { security, response: { 200: productListAnswer, ...errorAnswers } } },
      async (request) => ({ data: await listProducts(app.db, request.auth.shopId) }),
    );
  }

  app.post(
    '/',
    {
      schema: { security, body: productInput, response: { 201: productAnswer, ...errorAnswers } },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await createProduct(app.db, request.auth.shopId, request.body) };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        security,
        params: productParams,
        body: productInput,
        response: { 200: productAnswer, ...errorAnswers },
      },
    },
    async (request) => ({
      data: await updateProduct(app.db, {
        shopId: request.auth.shopId,
        productId: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        security,
        params: productParams,
        response: { 200: z.object({ data: z.null() }), ...errorAnswers },
      },
    },
    async (request) => {
      await deleteProduct(app.db, { shopId: request.auth.shopId, productId: request.params.id });
      return { data: null };
    },
  );
};
