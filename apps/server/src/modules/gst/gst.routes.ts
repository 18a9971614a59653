import { gstr1CsvQuery, gstr1Response, summaryQuery } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { errorResponses } from '../../plugins/error-handler';
import { exportGstr1Table, getGstr1, GSTR1_CSV_HEADERS } from './gst.service';

export const gstRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);
  const security = [{ bearer: [] }];

  app.get(
    '/gstr1',
    {
      schema: {
        security,
        querystring: summaryQuery,
        response: { 200: gstr1Response, ...errorResponses },
      },
    },
    async (request) => ({
      data: await getGstr1(app.db, { shopId: request.auth.shopId, ...request.query }),
    }),
  );

  app.get(
    '/gstr1.csv',
    { schema: { security, querystring: gstr1CsvQuery, response: errorResponses } },
    async (request, reply) => {
      const { from, to, table } = request.query;
      const rows = await exportGstr1Table(app.db, { shopId: request.auth.shopId, from, to, table });
      return sendCsv(reply, `gstr1-${table}-${from}-to-${to}.csv`, GSTR1_CSV_HEADERS[table], rows);
    },
  );
};
