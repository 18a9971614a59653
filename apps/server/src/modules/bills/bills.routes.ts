import {
  billExportQuery,
  billListResponse,
  billResponse,
  billSaveResponse,
  billStatusInput,
  rupeesToPaise,
} from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { withIdempotency } from '../../plugins/idempotency';
import { sendCsv } from '../../lib/csv';
import { BILL_CSV_HEADER, exportBills } from './bill-export.service';
import { patchBill } from './bill-patch.service';
import { saveBill } from './bill-save.service';
import { updateBillStatus } from './bill-status.service';
import { billBody, billParams, billPatchBody, billSearchQuery } from './bills.schema';
import { getBill, searchBills } from './bills.service';
import { makerOf } from '../auth/maker';

export const billsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);
  const security = [{ bearer: [] }];
  const saveSchema = {
    security,
    body: billBody,
    response: { 200: billSaveResponse, 201: billSaveResponse, ...errorResponses },
  };

  app.post('/', { schema: saveSchema }, async (request, reply) =>
    withIdempotency(request, reply, request.auth.shopId, async (db) => {
      const { saved } = await saveBill(db, {
        shopId: request.auth.shopId,
        billId: null,
        input: request.body,
        now: new Date(),
        maker: makerOf(request.auth),
      });
      reply.code(201);
      return saved;
    }),
  );

  // The Create Bill save: creates a bill, or edits the one its `_id` names.
  app.post('/upsert', { schema: saveSchema }, async (request, reply) =>
    withIdempotency(request, reply, request.auth.shopId, async (db) => {
      const { saved, isNew } = await saveBill(db, {
        shopId: request.auth.shopId,
        billId: request.body._id ?? null,
        input: request.body,
        now: new Date(),
        maker: makerOf(request.auth),
      });
      reply.code(isNew ? 201 : 200);
      return saved;
    }),
  );

  app.patch(
    '/:id',
    { schema: { ...saveSchema, params: billParams, body: billPatchBody } },
    async (request) =>
      patchBill(app.db, {
        shopId: request.auth.shopId,
        billId: request.params.id,
        patch: request.body,
        now: new Date(),
        maker: makerOf(request.auth),
      }),
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        security,
        params: billParams,
        body: billStatusInput,
        response: { 200: billSaveResponse, ...errorResponses },
      },
    },
    async (request) =>
      updateBillStatus(app.db, {
        shopId: request.auth.shopId,
        billId: request.params.id,
        status: request.body.status,
        amountReceived: rupeesToPaise(request.body.amountReceived ?? 0),
        now: new Date(),
        maker: makerOf(request.auth),
      }),
  );

  app.get(
    '/search',
    {
      schema: {
        security,
        querystring: billSearchQuery,
        response: { 200: billListResponse, ...errorResponses },
      },
    },
    async (request) =>
      searchBills(app.db, { shopId: request.auth.shopId, query: request.query, now: new Date() }),
  );

  // Any plan may take its bills away: the export is not the Bill Book's date filter.
  app.get(
    '/export.csv',
    { schema: { security, querystring: billExportQuery, response: errorResponses } },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = exportBills(app.db, { shopId: request.auth.shopId, query: request.query });
      return sendCsv(reply, `bills-${from}-to-${to}.csv`, BILL_CSV_HEADER, rows);
    },
  );

  app.get(
    '/:id',
    {
      schema: { security, params: billParams, response: { 200: billResponse, ...errorResponses } },
    },
    async (request) => ({
      data: await getBill(app.db, { shopId: request.auth.shopId, billId: request.params.id }),
    }),
  );
};
