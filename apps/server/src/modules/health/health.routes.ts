import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './health.repository';

const healthResponse = z.object({
  data: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => {
    await pingDatabase(app.db);
    return { data: { status: 'ok' as const, database: app.databaseKind } };
  });
};
