import { MESSAGES, type CustomerDto } from '@khatabill/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop, uniqueMobile } from '../../test/factories';
import { customerRequests } from '../../test/customers';
import { CUSTOMER_EXISTS, CUSTOMER_IN_USE } from '../../messages';
import { errorBody } from '../../plugins/error-handler';

describeEachDatabase('customers API: changes', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const { send, addCustomer, recordEntry, detail, listAll } = customerRequests(app);

  describe('POST /api/customers', () => {
    it('creates a customer with a zero balance and a lower-cased name alias', async () => {
      const { token } = await createTestShop(app());
      const mobile = uniqueMobile();

      const response = await send(token, 'POST', '/api/customers', {
        name: '  Asha Devi ',
        mobile: `+91${mobile}`,
      });

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toEqual({
        _id: expect.any(String),
        name: 'Asha Devi',
        nameAlias: 'asha devi',
        mobile,
        balance: 0,
      });
    });

    it('refuses a second customer with the same mobile in one shop, not in another', async () => {
      const shopA = await createTestShop(app());
      const shopB = await createTestShop(app());
      const mobile = uniqueMobile();
      await addCustomer(shopA.token, 'Ravi', mobile);

      const duplicate = await send(shopA.token, 'POST', '/api/customers', { name: 'R', mobile });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual(errorBody(CUSTOMER_EXISTS));

      await addCustomer(shopB.token, 'Ravi', mobile);
      expect((await listAll(shopA.token)).total).toBe(1);
    });

    it('creates one customer for one Idempotency-Key sent three times', async () => {
      const { token } = await createTestShop(app());
      const body = { name: 'Meena', mobile: uniqueMobile() };
      const headers = { 'idempotency-key': 'add-meena-1' };

      const answers = [];
      for (let i = 0; i < 3; i += 1) {
        answers.push(await send(token, 'POST', '/api/customers', body, headers));
      }

      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.json().data._id)).size).toBe(1);
      expect((await listAll(token)).total).toBe(1);
    });

    it.each([
      ['a 9-digit mobile', { name: 'Ravi', mobile: '987654321' }, 'mobile', MESSAGES.invalidMobile],
      [
        'an 11-digit mobile',
        { name: 'Ravi', mobile: '98765432101' },
        'mobile',
        MESSAGES.invalidMobile,
      ],
      [
        'a mobile starting with 5',
        { name: 'Ravi', mobile: '5876543210' },
        'mobile',
        MESSAGES.invalidMobile,
      ],
      [
        'a mobile starting with 0',
        { name: 'Ravi', mobile: '0876543210' },
        'mobile',
        MESSAGES.invalidMobile,
      ],
      [
        'letters in the mobile',
        { name: 'Ravi', mobile: '98765abcde' },
        'mobile',
        MESSAGES.invalidMobile,
      ],
      ['no mobile', { name: 'Ravi' }, 'mobile', MESSAGES.mobileRequired],
      ['a blank name', { name: '   ', mobile: '9876543210' }, 'name', MESSAGES.nameRequired],
      [
        'a 10 000-character name',
        { name: 'x'.repeat(10_000), mobile: '9876543210' },
        'name',
        MESSAGES.tooLong(100),
      ],
    ])('answers 400 for %s and creates nobody', async (_case, body, field, message) => {
      const { token } = await createTestShop(app());

      const response = await send(token, 'POST', '/api/customers', body);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({ [field]: message });
      expect((await listAll(token)).total).toBe(0);
    });
  });

  describe('PUT /api/customers/:id', () => {
    it('records You Received as a credit and You Paid as a debit, newest first', async () => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token);

      const received = await send(token, 'PUT', `/api/customers/${customer._id}`, {
        name: customer.name,
        mobile: customer.mobile,
        payment: { type: 'credit', amount: 500, note: 'Cash' },
      });
      expect(received.statusCode, received.body).toBe(200);
      expect(received.json().data.balance).toBe(500);
      const paid = await send(token, 'PUT', `/api/customers/${customer._id}`, {
        name: customer.name,
        mobile: customer.mobile,
        payment: { type: 'debit', amount: '200.50' },
      });
      expect(paid.json().data.balance).toBe(299.5);

      const { balance, transactions } = await detail(token, customer._id);
      expect(balance).toBe(299.5);
      expect(transactions).toEqual([
        expect.objectContaining({
          type: 'debit',
          amount: 200.5,
          note: '',
          billId: null,
          invoiceNumber: null,
        }),
        expect.objectContaining({ type: 'credit', amount: 500, note: 'Cash', invoiceNumber: null }),
      ]);
      expect(Date.parse(transactions[0]?.date ?? '')).not.toBeNaN();
    });

    it('records a debit when the payment has no type', async () => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token);

      const response = await send(token, 'PUT', `/api/customers/${customer._id}`, {
        name: customer.name,
        mobile: customer.mobile,
        payment: { amount: 120 },
      });

      expect(response.json().data.balance).toBe(-120);
      expect((await detail(token, customer._id)).transactions).toMatchObject([{ type: 'debit' }]);
    });

    it('renames the customer and records nothing for an amount of 0', async () => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token, 'Ravi');
      const mobile = uniqueMobile();

      const response = await send(token, 'PUT', `/api/customers/${customer._id}`, {
        name: 'Ravi Kumar',
        mobile,
        payment: { type: 'credit', amount: 0, note: 'nothing' },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        name: 'Ravi Kumar',
        nameAlias: 'ravi kumar',
        mobile,
        balance: 0,
      });
      expect((await detail(token, customer._id)).transactions).toEqual([]);
    });

    it('refuses a mobile that another customer of the shop has, and changes nothing', async () => {
      const { token } = await createTestShop(app());
      const taken = await addCustomer(token, 'Asha');
      const customer = await addCustomer(token, 'Ravi');

      const response = await send(token, 'PUT', `/api/customers/${customer._id}`, {
        name: 'Ravi Kumar',
        mobile: taken.mobile,
        payment: { type: 'credit', amount: 100 },
      });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(errorBody(CUSTOMER_EXISTS));
      expect(await detail(token, customer._id)).toMatchObject({
        name: 'Ravi',
        balance: 0,
        transactions: [],
      });
    });

    it.each([
      [
        'a negative amount',
        { type: 'credit', amount: -5 },
        'payment.amount',
        MESSAGES.amountNegative,
      ],
      [
        'three decimals',
        { type: 'credit', amount: '10.125' },
        'payment.amount',
        MESSAGES.moneyFormat,
      ],
      [
        'letters as the amount',
        { type: 'credit', amount: '12a' },
        'payment.amount',
        MESSAGES.amountInvalid,
      ],
      [
        'a 10 000-character note',
        { type: 'credit', amount: 10, note: 'n'.repeat(10_000) },
        'payment.note',
        MESSAGES.tooLong(500),
      ],
      ['an unknown type', { type: 'refund', amount: 10 }, 'payment.type', MESSAGES.invalidOption],
    ])('answers 400 for %s and records nothing', async (_case, payment, field, message) => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token, 'Ravi');

      const response = await send(token, 'PUT', `/api/customers/${customer._id}`, {
        name: 'Renamed',
        mobile: customer.mobile,
        payment,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({ [field]: message });
      expect(await detail(token, customer._id)).toMatchObject({
        name: 'Ravi',
        balance: 0,
        transactions: [],
      });
    });

    it('answers 400 for an invalid mobile', async () => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token);

      const response = await send(token, 'PUT', `/api/customers/${customer._id}`, {
        name: 'Ravi',
        mobile: '12345',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ mobile: MESSAGES.invalidMobile });
    });
  });

  describe('DELETE /api/customers/:id', () => {
    it('deletes a customer whose entries add up to zero, entries included', async () => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token);
      await recordEntry(token, customer, 'credit', 75);
      await recordEntry(token, customer, 'debit', 75);

      const response = await send(token, 'DELETE', `/api/customers/${customer._id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { _id: customer._id } });
      expect((await send(token, 'GET', `/api/customers/${customer._id}`)).statusCode).toBe(404);
    });

    it('refuses while the customer has a balance', async () => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token);
      await recordEntry(token, customer, 'credit', 1);

      const response = await send(token, 'DELETE', `/api/customers/${customer._id}`);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(errorBody(CUSTOMER_IN_USE));
      expect((await detail(token, customer._id)).balance).toBe(1);
    });
  });

  describe('with bills', () => {
    const saveBill = (token: string, customer: CustomerDto, status: string, amountPaid = 0) =>
      send(token, 'POST', '/api/bills', {
        name: customer.name,
        mobile: customer.mobile,
        items: [{ name: 'Battery', quantity: 1, price: 1500 }],
        payment: { amountPaid },
        status,
      });

    it('shows the entries a bill posted with its invoice number', async () => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token, 'Kiran');
      const bill = await saveBill(token, customer, 'completed', 1000);
      expect(bill.statusCode, bill.body).toBe(201);
      const { _id: billId, invoiceNumber } = bill.json().data;

      const { balance, transactions } = await detail(token, customer._id);

      expect(balance).toBe(-500);
      expect(transactions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'debit', amount: 1500, billId, invoiceNumber }),
          expect.objectContaining({ type: 'credit', amount: 1000, billId, invoiceNumber }),
        ]),
      );
      expect(transactions).toHaveLength(2);
    });

    it('lists newest first, a bill’s You Got above its You Gave: the charge came before its payment', async () => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token, 'Kiran');
      await recordEntry(token, customer, 'credit', 100);
      const bill = await saveBill(token, customer, 'completed', 1000);
      expect(bill.statusCode, bill.body).toBe(201);
      await recordEntry(token, customer, 'debit', 50);

      const { transactions } = await detail(token, customer._id);

      expect(transactions.map(({ type, amount }) => [type, amount])).toEqual([
        ['debit', 50],
        ['credit', 1000],
        ['debit', 1500],
        ['credit', 100],
      ]);
    });

    it('keeps each bill’s entries together, its payment above its charge, when bills share an instant', async () => {
      const { token, user } = await createTestShop(app());
      const customer = await addCustomer(token, 'Kiran');
      const billIds: string[] = [];
      for (const amountPaid of [1000, 700, 400]) {
        const bill = await saveBill(token, customer, 'completed', amountPaid);
        expect(bill.statusCode, bill.body).toBe(201);
        billIds.push(bill.json().data._id);
      }
      await app()
        .db.update(ledgerEntries)
        .set({ createdAt: new Date('2026-03-04T10:00:00Z') })
        .where(eq(ledgerEntries.tenantId, user._id));

      const { transactions } = await detail(token, customer._id);

      const byBill = transactions.map(({ billId, type }) => [billIds.indexOf(billId ?? ''), type]);
      expect(byBill).toHaveLength(6);
      for (let index = 0; index < byBill.length; index += 2) {
        const [bill] = byBill[index] ?? [];
        expect([byBill[index], byBill[index + 1]]).toEqual([
          [bill, 'credit'],
          [bill, 'debit'],
        ]);
      }
    });

    it('refuses to delete a customer who has a bill, even with a zero balance', async () => {
      const { token } = await createTestShop(app());
      const customer = await addCustomer(token);
      expect((await saveBill(token, customer, 'draft')).statusCode).toBe(201);

      const response = await send(token, 'DELETE', `/api/customers/${customer._id}`);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(errorBody(CUSTOMER_IN_USE));
      expect((await detail(token, customer._id)).balance).toBe(0);
    });
  });
});
