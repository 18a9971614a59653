import {
  followupInput,
  followupListResponse,
  followupResponse,
  followupSaveResponse,
  followupStatusInput,
  followupStatusResponse,
} from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { makerOf } from '../auth/maker';
import { withIdempotency } from '../../plugins/idempotency';
import { updateFollowupStatus } from './followup-status.service';
import { followupListQuery, followupParams } from './followups.schema';
import { createFollowup, getFollowup, listFollowups } from './followups.service';

export const followupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);
  const security = [{ bearer: [] }];

  app.post(
    '/',
    {
      schema: {
        security,
        body: followupInput,
        response: { 201: followupSaveResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, request.auth.shopId, async (db) => {
        const saved = await createFollowup(db, {
          shopId: request.auth.shopId,
          now: new Date(),
          input: request.body,
          maker: makerOf(request.auth),
        });
        reply.code(201);
        return saved;
      }),
  );

  app.get(
    '/',
    {
      schema: {
        security,
        querystring: followupListQuery,
        response: { 200: followupListResponse, ...errorResponses },
      },
    },
    async (request) =>
      listFollowups(app.db, { shopId: request.auth.shopId, now: new Date(), query: request.query }),
  );

  app.get(
    '/:id',
    {
      schema: {
        security,
        params: followupParams,
        response: { 200: followupResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await getFollowup(app.db, {
        shopId: request.auth.shopId,
        now: new Date(),
        followupId: request.params.id,
      }),
    }),
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        security,
        params: followupParams,
        body: followupStatusInput,
        response: { 200: followupStatusResponse, ...errorResponses },
      },
    },
    async (request) =>
      updateFollowupStatus(app.db, {
        shopId: request.auth.shopId,
        followupId: request.params.id,
        change: request.body,
        now: new Date(),
        maker: makerOf(request.auth),
      }),
  );
};
