import {
  expenseCategoriesResponse,
  expenseInput,
  expenseListResponse,
  expenseResponse,
  nullResponse,
  summaryQuery,
} from '@khatabill/domain';
import { sendCsv } from '../../lib/csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-handler';
import { withIdempotency } from '../../plugins/idempotency';
import { expenseListQuery, expenseParams } from './expenses.schema';
import {
  createExpense,
  deleteExpense,
  EXPENSE_CSV_HEADER,
  exportExpenses,
  listCategories,
  listExpenses,
} from './expenses.service';

export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);
  const security = [{ bearer: [] }];

  app.post(
    '/create',
    {
      schema: {
        security,
        body: expenseInput,
        response: { 201: expenseResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, request.auth.shopId, async (db) => {
        const expense = await createExpense(db, {
          shopId: request.auth.shopId,
          now: new Date(),
          input: request.body,
        });
        reply.code(201);
        return { data: expense };
      }),
  );

  app.get(
    '/export.csv',
    { schema: { security, querystring: summaryQuery, response: errorResponses } },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await exportExpenses(app.db, {
        shopId: request.auth.shopId,
        now: new Date(),
        query: request.query,
      });
      return sendCsv(reply, `expenses-${from}-to-${to}.csv`, EXPENSE_CSV_HEADER, rows);
    },
  );

  app.get(
    '/all',
    {
      schema: {
        security,
        querystring: expenseListQuery,
        response: { 200: expenseListResponse, ...errorResponses },
      },
    },
    async (request) =>
      listExpenses(app.db, { shopId: request.auth.shopId, now: new Date(), query: request.query }),
  );

  app.get(
    '/categories',
    { schema: { security, response: { 200: expenseCategoriesResponse, ...errorResponses } } },
    async (request) => ({
      data: await listCategories(app.db, { shopId: request.auth.shopId, now: new Date() }),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        security,
        params: expenseParams,
        response: { 200: nullResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteExpense(app.db, {
        shopId: request.auth.shopId,
        now: new Date(),
        expenseId: request.params.id,
      });
      return { data: null };
    },
  );
};
