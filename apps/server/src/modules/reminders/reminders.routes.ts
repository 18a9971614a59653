import { reminderListResponse } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { listRemindersDueToday } from './reminders.repository';

export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);

  app.get(
    '/today',
    {
      schema: {
        security: [{ bearer: [] }],
        response: { 200: reminderListResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await listRemindersDueToday(app.db, { shopId: request.auth.shopId, now: new Date() }),
    }),
  );
};
