import {
  customerDeletedResponse,
  customerDetailResponse,
  customerDuesResponse,
  customerInput,
  customerListResponse,
  customerResponse,
  customerSearchResponse,
  customerUpdateInput,
  LIMITS,
  MESSAGES,
  minimalCustomersResponse,
  pageQuery,
} from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-handler';
import { makerOf } from '../auth/maker';
import { withIdempotency } from '../../plugins/idempotency';
import { sendCsv } from '../../lib/csv';
import {
  CUSTOMER_CSV_HEADER,
  exportCustomerLedger,
  exportCustomers,
  LEDGER_CSV_HEADER,
} from './customer-export.service';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  getCustomerDues,
  listCustomers,
  listCustomersForPicker,
  searchCustomers,
  updateCustomer,
} from './customers.service';

const CUSTOMER_PAGE_SIZE = 50;
const CUSTOMER_PAGE_MAX = 200;

const searchText = z.string().trim().max(LIMITS.name, MESSAGES.tooLong(LIMITS.name));

const listQuery = z.object({
  q: searchText.optional(),
  ...pageQuery(CUSTOMER_PAGE_SIZE, CUSTOMER_PAGE_MAX).shape,
});

// Malformed ids are answered 404 by the service, like an id of another shop.
const idParams = z.object({ id: z.string() });
const security = [{ bearer: [] }];

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireShop);

  app.get(
    '/',
    {
      schema: {
        security,
        querystring: listQuery,
        response: { 200: customerListResponse, ...errorResponses },
      },
    },
    async (request) => listCustomers(app.db, { shopId: request.auth.shopId, ...request.query }),
  );

  app.get(
    '/search',
    {
      schema: {
        security,
        querystring: z.object({ q: searchText.default('') }),
        response: { 200: customerSearchResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await searchCustomers(app.db, { shopId: request.auth.shopId, q: request.query.q }),
    }),
  );

  app.get(
    '/fixed/minimal',
    { schema: { security, response: { 200: minimalCustomersResponse, ...errorResponses } } },
    async (request) => ({
      data: await listCustomersForPicker(app.db, { shopId: request.auth.shopId }),
    }),
  );

  // A static path: Fastify matches it before '/:id'.
  app.get(
    '/dues',
    { schema: { security, response: { 200: customerDuesResponse, ...errorResponses } } },
    async (request) => ({ data: await getCustomerDues(app.db, { shopId: request.auth.shopId }) }),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        security,
        querystring: z.object({ q: searchText.optional() }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const rows = exportCustomers(app.db, { shopId: request.auth.shopId, q: request.query.q });
      return sendCsv(reply, 'customers.csv', CUSTOMER_CSV_HEADER, rows);
    },
  );

  app.get(
    '/:id/ledger.csv',
    { schema: { security, params: idParams, response: errorResponses } },
    async (request, reply) => {
      const rows = await exportCustomerLedger(app.db, {
        shopId: request.auth.shopId,
        customerId: request.params.id,
      });
      return sendCsv(reply, 'khata.csv', LEDGER_CSV_HEADER, rows);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        security,
        params: idParams,
        response: { 200: customerDetailResponse, ...errorResponses },
      },
    },
    async (request) => ({
      data: await getCustomer(app.db, {
        shopId: request.auth.shopId,
        customerId: request.params.id,
      }),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        security,
        body: customerInput,
        response: { 201: customerResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, request.auth.shopId, async (db) => {
        const customer = await createCustomer(db, {
          shopId: request.auth.shopId,
          input: request.body,
        });
        reply.code(201);
        return { data: customer };
      }),
  );

  app.put(
    '/:id',
    {
      schema: {
        security,
        params: idParams,
        body: customerUpdateInput,
        response: { 200: customerResponse, ...errorResponses },
      },
    },
    // A khata entry is money: resent after a lost answer with its key, it is recorded once.
    async (request, reply) =>
      withIdempotency(request, reply, request.auth.shopId, async (db) => ({
        data: await updateCustomer(db, {
          shopId: request.auth.shopId,
          customerId: request.params.id,
          input: request.body,
          maker: makerOf(request.auth),
        }),
      })),
  );

  app.delete(
    '/:id',
    {
      schema: {
        security,
        params: idParams,
        response: { 200: customerDeletedResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteCustomer(app.db, { shopId: request.auth.shopId, customerId: request.params.id });
      return { data: { _id: request.params.id } };
    },
  );
};
