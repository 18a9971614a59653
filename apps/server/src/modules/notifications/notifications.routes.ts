import { notificationListResponse, notificationResponse } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { notificationParams, pendingQuery } from './notifications.schema';
import { listPending, markSent } from './notifications.service';

/**
 * The admin's queue of WhatsApp messages the reminder job made (product §2
 * "/admin/notifications").
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const security = [{ bearer: [] }];

  app.get(
    '/pending',
    {
      schema: {
        security,
        querystring: pendingQuery,
        response: { 200: notificationListResponse, ...errorResponses },
      },
    },
    async (request) => listPending(app.db, request.query),
  );

  app.post(
    '/mark-sent/:id',
    {
      schema: {
        security,
        params: notificationParams,
        response: { 200: notificationResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await markSent(app.db, { notificationId: request.params.id, now: new Date() }),
    }),
  );
};
