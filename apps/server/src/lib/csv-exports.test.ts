import { addDays, MESSAGES, PLAN_MESSAGES, type BillDto } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { BILL_CSV_HEADER } from '../modules/bills/bill-export.service';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/db';
import { billPayload, billRequests, setBillCreatedAt } from '../test/bills';
import { csvRowsOf } from '../test/csv';
import { customerRequests } from '../test/customers';
import { expenseRequests } from '../test/expenses';
import { createTestShop, shopRequest } from '../test/factories';
import { shopToday } from '../test/reminders';

// Every CSV download (product §15 "CSV exports"): its rows and cells, the shop's own rows only, and
// the bad input that must answer 400 or 404, on both databases.

/** 25-11-2026 from 2026-11-25: the Indian order the files use. */
const indian = (day: string) => day.split('-').reverse().join('-');

describeEachDatabase('CSV exports', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const customersApi = customerRequests(app);
  const today = shopToday();

  async function shop() {
    const session = await createTestShop(app());
    const send = shopRequest(app, session.token);
    return {
      session,
      shopId: session.user._id,
      bills: billRequests(app, session.token),
      /** The CSV's rows (header first), after checking the answer is a CSV download. */
      async csv(url: string) {
        const response = await send('GET', url);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/);
        return csvRowsOf(response.body);
      },
      send,
    };
  }

  describe('bills', () => {
    it('writes each bill of the range newest first, with its items and totals in rupees', async () => {
      const { bills, csv, shopId } = await shop();
      const old = await bills.createOk(billPayload({ name: 'Old Customer' }));
      await setBillCreatedAt(app(), {
        shopId,
        billId: old._id,
        createdAt: new Date(Date.now() - 3 * 86_400_000),
      });
      const first = await bills.createOk(
        billPayload({
          name: 'Asha Verma',
          payment: { mode: 'upi', amountPaid: 100, discount: { type: 'amount', value: 10 } },
          notes: 'Deliver, please',
        }),
      );
      const second = await bills.createOk(billPayload({ name: 'Ravi', status: 'draft' }));

      const rows = await csv(`/api/bills/export.csv?from=${addDays(today, -1)}&to=${today}`);

      expect(rows[0]).toEqual([...BILL_CSV_HEADER]);
      expect(rows.slice(1)).toEqual([
        [
          indian(today),
          second.invoiceNumber,
          'On Hold',
          'Ravi',
          second.mobile,
          'Shirt × 2 @ 100; Button × 1 @ 50.5',
          '250.5',
          '0',
          '0',
          '250.5',
          '0',
          '250.5',
          '0',
          'cash',
          '',
        ],
        [
          indian(today),
          first.invoiceNumber,
          'Completed',
          'Asha Verma',
          first.mobile,
          'Shirt × 2 @ 100; Button × 1 @ 50.5',
          '250.5',
          '10',
          '0',
          '240.5',
          '100',
          '140.5',
          '0',
          'upi',
          'Deliver, please',
        ],
      ]);
    });

    it('keeps the Bill Book order and search', async () => {
      const { bills, csv } = await shop();
      const made: BillDto[] = [];
      // More than one batch of 500 would make a slow test; the batch edge is the point.
      for (let i = 0; i < 3; i += 1)
        made.push(await bills.createOk(billPayload({ name: `Nisha ${i}` })));
      await bills.createOk(billPayload({ name: 'Someone Else' }));

      const rows = await csv(`/api/bills/export.csv?from=${today}&to=${today}&search=nisha`);

      expect(rows.slice(1).map((row) => row[1])).toEqual(
        made.map((bill) => bill.invoiceNumber).reverse(),
      );
    });

    it('escapes a customer name that a spreadsheet would run as a formula', async () => {
      const { bills, csv } = await shop();
      await bills.createOk(billPayload({ name: '=HYPERLINK("http://evil.example","Pay")' }));

      const [, row] = await csv(`/api/bills/export.csv?from=${today}&to=${today}`);

      expect(row?.[3]).toBe(`'=HYPERLINK("http://evil.example","Pay")`);
    });

    it('never writes another shop\u2019s bills', async () => {
      const mine = await shop();
      const theirs = await shop();
      await theirs.bills.createOk();

      const rows = await mine.csv(`/api/bills/export.csv?from=${today}&to=${today}`);

      expect(rows).toHaveLength(1);
    });

    it.each([
      ['ten years', `from=${addDays(today, -3650)}&to=${today}`, MESSAGES.rangeTooLong],
      ['from after to', `from=${today}&to=${addDays(today, -1)}`, MESSAGES.rangeOrder],
      ['no range', '', MESSAGES.dateRequired],
      ['a date that is not one', `from=2026-02-30&to=${today}`, MESSAGES.invalidDate],
    ])('answers 400 with a clear message for %s', async (_case, query, message) => {
      const { send } = await shop();

      const response = await send('GET', `/api/bills/export.csv?${query}`);

      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    });

    it('asks for a session', async () => {
      const response = await app().inject({
        url: `/api/bills/export.csv?from=${today}&to=${today}`,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('customers and a customer\u2019s khata', () => {
    it('writes the customers by name with what each owes or has in advance, searched', async () => {
      const { session, csv } = await shop();
      const ravi = await customersApi.addCustomer(session.token, 'Ravi Kumar', '9876500001');
      const asha = await customersApi.addCustomer(session.token, '@Asha', '9876500002');
      await customersApi.addCustomer(session.token, 'Zubin', '9876500003');
      await customersApi.recordEntry(session.token, ravi, 'debit', 1250);
      await customersApi.recordEntry(session.token, asha, 'credit', 30);

      expect(await csv('/api/customers/export.csv')).toEqual([
        ['Name', 'Mobile', 'Due', 'Advance'],
        [`'@Asha`, '9876500002', '0', '30'],
        ['Ravi Kumar', '9876500001', '1250', '0'],
        ['Zubin', '9876500003', '0', '0'],
      ]);
      expect((await csv('/api/customers/export.csv?q=ravi')).slice(1)).toEqual([
        ['Ravi Kumar', '9876500001', '1250', '0'],
      ]);
    });

    it('writes a khata newest first with the balance after each entry', async () => {
      const { session, bills, csv } = await shop();
      const bill = await bills.createOk(billPayload({ name: 'Meera', mobile: '9876500010' }));
      const meera = (await customersApi.listAll(session.token, '?q=meera')).data[0];
      if (!meera) throw new Error('the bill made no customer');
      await customersApi.recordEntry(session.token, meera, 'credit', 50.5);

      expect(await csv(`/api/customers/${meera._id}/ledger.csv`)).toEqual([
        ['Date', 'Entry', 'Amount', 'Note', 'Invoice number', 'Balance'],
        [indian(today), 'You Got', '50.5', '', '', '-200'],
        [indian(today), 'You Gave', '250.5', '', bill.invoiceNumber, '-250.5'],
      ]);
    });

    it('answers 404 for another shop\u2019s customer, an unknown id or a malformed one', async () => {
      const mine = await shop();
      const theirs = await shop();
      const stranger = await customersApi.addCustomer(theirs.session.token);

      for (const id of [stranger._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const response = await mine.send('GET', `/api/customers/${id}/ledger.csv`);
        expect(response.statusCode, id).toBe(404);
      }
    });
  });

  describe('expenses and products', () => {
    it('writes the expenses of the range, newest day first', async () => {
      const { session, csv } = await shop();
      const expenses = expenseRequests(app, session.token);
      await expenses.createOk('Rent', 15000.5, addDays(today, -1));
      await expenses.createOk('+Tea', 20, today);
      await expenses.createOk('Old', 5, addDays(today, -40));

      expect(await csv(`/api/expenses/export.csv?from=${addDays(today, -30)}&to=${today}`)).toEqual(
        [
          ['Date', 'Category', 'Amount'],
          [indian(today), `'+Tea`, '20'],
          [indian(addDays(today, -1)), 'Rent', '15000.5'],
        ],
      );
    });

    it('answers 400 for a range the wrong way round', async () => {
      const { send } = await shop();
      const response = await send(
        'GET',
        `/api/expenses/export.csv?from=${today}&to=${addDays(today, -5)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(MESSAGES.rangeOrder);
    });

    it('keeps the expenses closed to an expired Starter plan, as their screen is', async () => {
      const session = await createTestShop(app(), { plan: 'starter', trialEndsAt: null });
      const response = await shopRequest(app, session.token)(
        'GET',
        `/api/expenses/export.csv?from=${today}&to=${today}`,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(PLAN_MESSAGES.upgradeToAccess);
    });

    it('writes the catalog by name', async () => {
      const { send, csv } = await shop();
      await send('POST', '/api/products', { name: 'Screen guard', price: 150 });
      await send('POST', '/api/products', { name: 'Battery', price: 999.99 });

      expect(await csv('/api/products/export.csv')).toEqual([
        ['Name', 'Price'],
        ['Battery', '999.99'],
        ['Screen guard', '150'],
      ]);
    });
  });
});
