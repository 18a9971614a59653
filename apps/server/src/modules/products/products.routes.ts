import {
  nullResponse,
  productInput,
  productListResponse,
  productResponse,
} from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { productParams } from './products.schema';
import { sendCsv } from '../../lib/csv';
import {
  createProduct,
  deleteProduct,
  exportProducts,
  listProducts,
  PRODUCT_CSV_HEADER,
  updateProduct,
} from './products.service';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);
  const security = [{ bearer: [] }];

  // The picker's list is the whole catalog too: a product is only its name and price.
  for (const url of ['/', '/minimal']) {
    app.get(
      url,
      { schema: { security, response: { 200: productListResponse, ...errorResponses } } },
      async (request) => ({ data: await listProducts(app.db, { shopId: request.auth.shopId }) }),
    );
  }

  app.get(
    '/export.csv',
    { schema: { security, response: errorResponses } },
    async (request, reply) => {
      const rows = await exportProducts(app.db, { shopId: request.auth.shopId });
      return sendCsv(reply, 'products.csv', PRODUCT_CSV_HEADER, rows);
    },
  );

  app.post(
    '/',
    {
      schema: {
        security,
        body: productInput,
        response: { 201: productResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        data: await createProduct(app.db, {
          shopId: request.auth.shopId,
          input: request.body,
          now: new Date(),
        }),
      };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        security,
        params: productParams,
        body: productInput,
        response: { 200: productResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateProduct(app.db, {
        shopId: request.auth.shopId,
        productId: request.params.id,
        input: request.body,
        now: new Date(),
      }),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        security,
        params: productParams,
        response: { 200: nullResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteProduct(app.db, { shopId: request.auth.shopId, productId: request.params.id });
      return { data: null };
    },
  );
};
