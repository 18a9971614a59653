import { healthResponse } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from './health.repository';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => {
    await pingDatabase(app.db);
    return { data: { status: 'ok' as const, database: app.databaseKind } };
  });
};
