import {
  dealListQuery,
  nullResponse,
  publicCampaignListResponse,
  publicCampaignResponse,
} from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../plugins/error-handler';
import { dealParams } from './campaigns.schema';
import { countDealClick, getDeal, listDeals } from './public-campaigns.service';

/** The public deals pages' calls: anyone may make them, without logging in. */
export const publicCampaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dealCountsPerWindow, dealCountWindowMs } = app.config.rateLimits;
  // Each client IP counts at most so many views (and, apart, clicks) of one deal an hour:
  // past that the deal is still answered, the count just stays, so reloading inflates nothing.
  const budget = (counter: 'views' | 'clicks') => {
    const limiter = app.createRateLimit({
      max: dealCountsPerWindow,
      timeWindow: dealCountWindowMs,
      keyGenerator: (request) =>
        `deal-${counter}:${request.ip}:${(request.params as { idOrSlug: string }).idOrSlug.slice(0, 100)}`,
    });
    return async (request: FastifyRequest) => {
      const result = await limiter(request);
      return result.isAllowed || !result.isExceeded;
    };
  };
  const countsView = budget('views');
  const countsClick = budget('clicks');

  app.get(
    '/campaigns',
    {
      schema: {
        querystring: dealListQuery,
        response: { 200: publicCampaignListResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await listDeals(app.db, { query: request.query, now: new Date() }),
    }),
  );

  app.get(
    '/campaigns/:idOrSlug',
    {
      schema: {
        params: dealParams,
        response: { 200: publicCampaignResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await getDeal(app.db, {
        idOrSlug: request.params.idOrSlug,
        now: new Date(),
        counted: await countsView(request),
      }),
    }),
  );

  app.post(
    '/campaigns/:idOrSlug/click',
    { schema: { params: dealParams, response: { 200: nullResponse, ...errorResponses } } },
    async (request) => {
      await countDealClick(app.db, {
        idOrSlug: request.params.idOrSlug,
        now: new Date(),
        counted: await countsClick(request),
      });
      return { data: null };
    },
  );
};
