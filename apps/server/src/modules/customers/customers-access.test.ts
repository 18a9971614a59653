import type { CustomerDto } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';
import { customerRequests } from '../../test/customers';
import { CUSTOMER_NOT_FOUND } from '../../messages';
import { errorBody } from '../../plugins/error-handler';

describeEachDatabase('customers API: other shops and bad ids', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const { send, addCustomer, detail, listAll } = customerRequests(app);

  describe('another shop and malformed ids', () => {
    const routes = (id: string, customer: CustomerDto) =>
      [
        ['GET', `/api/customers/${id}`, undefined],
        [
          'PUT',
          `/api/customers/${id}`,
          { name: 'Taken', mobile: customer.mobile, payment: { amount: 5 } },
        ],
        ['DELETE', `/api/customers/${id}`, undefined],
      ] as const;

    it('answers 404 for another shop’s customer on every route and changes nothing', async () => {
      const owner = await createTestShop(app());
      const stranger = await createTestShop(app());
      const customer = await addCustomer(owner.token, 'Ravi');

      for (const [method, url, body] of routes(customer._id, customer)) {
        const response = await send(stranger.token, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(errorBody(CUSTOMER_NOT_FOUND));
      }
      expect(await detail(owner.token, customer._id)).toMatchObject({ name: 'Ravi', balance: 0 });
      const search = await send(stranger.token, 'GET', '/api/customers/search?q=ravi');
      expect(search.json().data).toEqual([]);
      expect((await listAll(stranger.token)).total).toBe(0);
    });

    it.each(['not-a-uuid', '123', "1' or '1'='1"])('answers 404 for the id %s', async (id) => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token);

      for (const [method, url, body] of routes(encodeURIComponent(id), customer)) {
        expect((await send(token, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      }
    });

    it('answers 401 without a session', async () => {
      const response = await app().inject({ method: 'GET', url: '/api/customers' });
      expect(response.statusCode).toBe(401);
    });
  });
});
