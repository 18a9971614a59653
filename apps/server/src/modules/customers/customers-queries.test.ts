import type { CustomerDto } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';
import { customerRequests } from '../../test/customers';

describeEachDatabase('customers API: lists and search', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const { send, addCustomer, recordEntry, listAll } = customerRequests(app);

  describe('GET /api/customers', () => {
    it('pages the customers by name, with the total and what all of them owe', async () => {
      const { token } = await createTestShop(app());
      const names = ['meena', 'Zoya', 'Arjun', 'bala', 'Chitra'];
      const created = [];
      for (const name of names) created.push(await addCustomer(token, name));
      await recordEntry(token, created[0]!, 'debit', 250.25);
      await recordEntry(token, created[1]!, 'debit', 100);
      await recordEntry(token, created[2]!, 'credit', 999);

      const first = await listAll(token, '?page=1&limit=2');
      const second = await listAll(token, '?page=2&limit=2');
      const third = await listAll(token, '?page=3&limit=2');

      expect(first).toMatchObject({ total: 5, page: 1, limit: 2, totalDue: 350.25 });
      expect([...first.data, ...second.data, ...third.data].map((c) => c.name)).toEqual([
        'Arjun',
        'bala',
        'Chitra',
        'meena',
        'Zoya',
      ]);
      expect(first.data[0]).toMatchObject({ name: 'Arjun', balance: 999 });
      expect((await listAll(token)).limit).toBe(50);
    });

    it('filters by name or mobile with q, and keeps the shop-wide total due', async () => {
      const { token } = await createTestShop(app());
      const ravi = await addCustomer(token, 'Ravi Kumar', '9123400001');
      await addCustomer(token, 'Asha', '9876500002');
      await recordEntry(token, ravi, 'debit', 40);

      const byName = await listAll(token, '?q=kum');
      const byMobile = await listAll(token, '?q=98765');

      expect(byName).toMatchObject({ total: 1, totalDue: 40 });
      expect(byName.data.map((c) => c.name)).toEqual(['Ravi Kumar']);
      expect(byMobile.data.map((c) => c.name)).toEqual(['Asha']);
    });

    it.each(['?page=0', '?limit=201', '?limit=abc', '?page=1.5'])(
      'answers 400 for %s',
      async (query) => {
        const { token } = await createTestShop(app());
        expect((await send(token, 'GET', `/api/customers${query}`)).statusCode).toBe(400);
      },
    );
  });

  describe('GET /api/customers/search', () => {
    it('finds nobody for fewer than 2 characters', async () => {
      const { token } = await createTestShop(app());
      await addCustomer(token, 'Ravi');

      for (const q of ['', 'r', ' r ']) {
        const response = await send(
          token,
          'GET',
          `/api/customers/search?q=${encodeURIComponent(q)}`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ data: [] });
      }
    });

    it('finds by name start first, then by a part of the name, and by mobile digits', async () => {
      const { token } = await createTestShop(app());
      await addCustomer(token, 'Kumar Stores', '9000000011');
      await addCustomer(token, 'Ravi Kumar', '9000000012');
      await addCustomer(token, 'Asha', '8123456789');
      const search = async (q: string) =>
        (await send(token, 'GET', `/api/customers/search?q=${encodeURIComponent(q)}`))
          .json<{ data: CustomerDto[] }>()
          .data.map((c) => c.name);

      expect(await search('KUM')).toEqual(['Kumar Stores', 'Ravi Kumar']);
      expect(await search('812345')).toEqual(['Asha']);
      expect(await search('+91 81234')).toEqual(['Asha']);
      expect(await search('0000001')).toEqual(['Kumar Stores', 'Ravi Kumar']);
      expect(await search('zz')).toEqual([]);
    });

    it('answers at most 10 and matches % and _ literally', async () => {
      const { token } = await createTestShop(app());
      for (let i = 0; i < 12; i += 1) await addCustomer(token, `Guest ${i}`);
      await addCustomer(token, '50% Off Traders');

      const guests = await send(token, 'GET', '/api/customers/search?q=guest');
      const percent = await send(token, 'GET', '/api/customers/search?q=%25%20o');
      const underscore = await send(token, 'GET', '/api/customers/search?q=t_');

      expect(guests.json().data).toHaveLength(10);
      expect(percent.json().data.map((c: CustomerDto) => c.name)).toEqual(['50% Off Traders']);
      expect(underscore.json().data).toEqual([]);
    });

    it('answers 400 for a search of more than 100 characters', async () => {
      const { token } = await createTestShop(app());
      const response = await send(token, 'GET', `/api/customers/search?q=${'a'.repeat(101)}`);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('GET /api/customers/fixed/minimal', () => {
    it('lists every customer of the shop by name with id, name and mobile only', async () => {
      const shop = await createTestShop(app());
      const other = await createTestShop(app());
      const zoya = await addCustomer(shop.token, 'Zoya');
      const asha = await addCustomer(shop.token, 'Asha');
      await addCustomer(other.token, 'Bala');

      const response = await send(shop.token, 'GET', '/api/customers/fixed/minimal');

      expect(response.json()).toEqual({
        data: [
          { _id: asha._id, name: 'Asha', mobile: asha.mobile },
          { _id: zoya._id, name: 'Zoya', mobile: zoya.mobile },
        ],
      });
    });
  });
});
