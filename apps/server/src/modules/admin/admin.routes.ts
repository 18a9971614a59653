import {
  adminPlanInput,
  INDIA_CALLING_CODE,
  indianMobile,
  userListResponse,
  userResponse,
} from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';
import { findShops, setShopPlan } from './admin.service';

const shopsQuery = z.object({
  // +91… or 10 digits; users are stored in E.164.
  mobile: z.pipe(
    indianMobile,
    z.transform((digits) => `+${INDIA_CALLING_CODE}${digits}`),
  ),
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/shops',
    {
      schema: {
        security: [{ bearer: [] }],
        querystring: shopsQuery,
        response: { 200: userListResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await findShops(app.db, { mobile: request.query.mobile, now: new Date() }),
    }),
  );

  app.patch(
    '/shops/:id/plan',
    {
      schema: {
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        body: adminPlanInput,
        response: { 200: userResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await setShopPlan(app.db, {
        shopId: request.params.id,
        input: request.body,
        now: new Date(),
      }),
    }),
  );
};
