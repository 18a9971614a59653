import {
  inviteResponse,
  nullResponse,
  staffCreatedResponse,
  staffInput,
  staffListResponse,
} from '@khatabill/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as Plugin } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOriginOf } from '../../lib/public-origin';
import { errorResponses } from '../../plugins/error-handler';
import { withIdempotency } from '../../plugins/idempotency';
import { addStaff, listStaff, reinviteStaff, removeStaff } from './staff.service';

// Malformed ids are answered 404 by the service, like an id of another shop.
const idParams = z.object({ id: z.string() });
const security = [{ bearer: [] }];

/** A shop's staff, managed by its owner (product §17); the route table keeps them the owner's. */
export const staffRoutes: Plugin = async (app) => {
  app.addHook('onRequest', app.requireShop);
  /** The link the owner sends: `/join/{token}`, at the app's public address when it is known. */
  const inviteUrl = (request: FastifyRequest, token: string) =>
    `${publicOriginOf(app.config, request) ?? ''}/join/${token}`;

  app.get(
    '/',
    { schema: { security, response: { 200: staffListResponse, ...errorResponses } } },
    async (request) => ({ data: await listStaff(app.db, { shopId: request.auth.shopId }) }),
  );

  app.post(
    '/',
    {
      schema: {
        security,
        body: staffInput,
        response: { 201: staffCreatedResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, request.auth.shopId, async (db) => {
        const { member, token } = await addStaff(db, {
          shopId: request.auth.shopId,
          input: request.body,
          now: new Date(),
        });
        reply.code(201);
        return { data: member, inviteUrl: inviteUrl(request, token) };
      }),
  );

  app.post(
    '/:id/invite',
    {
      schema: {
        security,
        params: idParams,
        response: { 200: inviteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { token } = await reinviteStaff(app.db, {
        shopId: request.auth.shopId,
        memberId: request.params.id,
        now: new Date(),
      });
      return { data: { inviteUrl: inviteUrl(request, token) } };
    },
  );

  app.delete(
    '/:id',
    { schema: { security, params: idParams, response: { 200: nullResponse, ...errorResponses } } },
    async (request) => {
      await removeStaff(app.db, { shopId: request.auth.shopId, memberId: request.params.id });
      return { data: null };
    },
  );
};
