import { summaryQuery, summaryResponse, topProductsResponse } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { getSummary, getTopProducts, type DashboardPreset } from './dashboard.service';

/**
 * Registered under `/bills` (product §7 "Bills"): these static paths win over the
 * bills module's `/bills/:id`, whatever the order of registration.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);
  const security = [{ bearer: [] }];
  const summarySchema = { security, response: { 200: summaryResponse, ...errorResponses } };

  app.get(
    '/summary',
    { schema: { ...summarySchema, querystring: summaryQuery } },
    async (request) => ({
      data: await getSummary(app.db, {
        shopId: request.auth.shopId,
        range: request.query,
        now: new Date(),
      }),
    }),
  );

  for (const preset of ['today', 'week'] satisfies DashboardPreset[]) {
    app.get(`/${preset}`, { schema: summarySchema }, async (request) => ({
      data: await getSummary(app.db, {
        shopId: request.auth.shopId,
        range: preset,
        now: new Date(),
      }),
    }));
  }

  app.get(
    '/top-products',
    { schema: { security, response: { 200: topProductsResponse, ...errorResponses } } },
    async (request) => ({
      data: await getTopProducts(app.db, { shopId: request.auth.shopId, now: new Date() }),
    }),
  );
};
