import { customerInput, customerUpdateInput, LIMITS } from '@khatabill/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../plugins/error-handler';
import { withIdempotency } from '../../plugins/idempotency';
import {
  customerAnswer,
  customerDetailAnswer,
  customerListAnswer,
  customerSearchAnswer,
  minimalCustomersAnswer,
} from './customers.schema';
import {
  createCustomer,
  deleteCustomer,
  getCustomerDetail,
  listCustomers,
  listCustomersForPicker,
  searchCustomers,
  updateCustomer,
} from './customers.service';

const CUSTOMER_PAGE_SIZE = 50;
const CUSTOMER_PAGE_MAX = 200;

const searchText = z.string().trim().max(LIMITS.name, `Search at most ${LIMITS.name} characters`);

const listQuery = z.object({
  q: searchText.optional(),
  page: z.coerce.number({ error: 'Enter a page number' }).int().min(1).default(1),
  limit: z.coerce
    .number({ error: 'Enter a page size' })
    .int()
    .min(1)
    .max(CUSTOMER_PAGE_MAX, `At most ${CUSTOMER_PAGE_MAX} customers per page`)
    .default(CUSTOMER_PAGE_SIZE),
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
        response: { 200: customerListAnswer, ...errorAnswers },
      },
    },
    async (request) => listCustomers(app.db, request.auth.shopId, request.query),
  );

  app.get(
    '/search',
    {
      schema: {
        security,
        querystring: z.object({ q: searchText.default('') }),
        response: { 200: customerSearchAnswer, ...errorAnswers },
      },
    },
    async (request) => ({
      data: await searchCustomers(app.db, request.auth.shopId, request.query.q),
    }),
  );

  app.get(
    '/fixed/minimal',
    { schema: { security, response: { 200: minimalCustomersAnswer, ...errorAnswers } } },
    async (request) => ({ data: await listCustomersForPicker(app.db, request.auth.shopId) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        security,
        params: idParams,
        response: { 200: customerDetailAnswer, ...errorAnswers },
      },
    },
    async (request) => ({
      data: await getCustomerDetail(app.db, request.auth.shopId, request.params.id),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        security,
        body: customerInput,
        response: { 201: customerAnswer, ...errorAnswers },
      },
    },
    async (request, reply) =>
      withIdempotency(request, reply, request.auth.shopId, async (db) => {
        const customer = await createCustomer(db, request.auth.shopId, request.body);
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
        response: { 200: customerAnswer, ...errorAnswers },
      },
    },
    async (request) => ({
      data: await updateCustomer(app.db, request.auth.shopId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        security,
        params: idParams,
        response: { 200: z.object({ data: z.object({ _id: z.string() }) }), ...errorAnswers },
      },
    },
    async (request) => {
      await deleteCustomer(app.db, request.auth.shopId, request.params.id);
      return { data: { _id: request.params.id } };
    },
  );
};
