import {
  MESSAGES,
  type BillDto,
  type BillSaveResult,
  type CustomerDetailDto,
} from '@khatabill/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import { balancesOf, billPayload, billRequests } from '../../test/bills';
import {
  COMPLETED_NOT_EDITABLE,
  NO_RETURN_TO_DRAFT,
  ON_HOLD_KEEPS_NO_PAYMENT,
  PAYMENT_NEEDS_STATUS_CHANGE,
} from '../../messages';
import { errorBody } from '../../plugins/error-handler';

// Money taken when a bill changes status (product §15 "Money taken at the counter"): PATCH
// /bills/{id}/status with `amountReceived`, posted in the same transaction as the change.
describeEachDatabase('bill status change with a payment', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const session = await createTestShop(app());
    return { ...session, shopId: session.user._id, bills: billRequests(app, session.token) };
  }

  /** A Pending bill of ₹1,500 with ₹500 paid: ₹1,000 pending, the customer owes ₹1,000. */
  async function pendingBill() {
    const session = await shop();
    const bill = await session.bills.createOk(
      billPayload({
        items: [{ name: 'Screen replacement', quantity: 1, price: 1500 }],
        payment: { amountPaid: 500 },
        status: 'under_service',
      }),
    );
    expect(bill.totals.pending).toBe(1000);
    return { ...session, bill };
  }

  async function customerOf(token: string, bill: BillDto): Promise<CustomerDetailDto> {
    const response = await app().inject({
      method: 'GET',
      url: `/api/customers/${bill.customerId}`,
      headers: authHeader(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CustomerDetailDto }>().data;
  }

  it('completes a bill with the pending amount received: nothing pending, the khata back to 0', async () => {
    const { token, bills: api, bill } = await pendingBill();

    const response = await api.setStatus(bill._id, 'completed', { amountReceived: 1000 });

    expect(response.statusCode, response.body).toBe(200);
    const { data, usage } = response.json<BillSaveResult>();
    expect(data.status).toBe('completed');
    expect(data.payment.amountPaid).toBe(1500);
    expect(data.totals).toMatchObject({ finalTotal: 1500, pending: 0, toReturn: 0 });
    expect(data.statusTimeline.map((event) => event.status)).toEqual([
      'under_service',
      'completed',
    ]);
    expect(usage.bills.used).toBe(1);
    const customer = await customerOf(token, bill);
    expect(customer.balance).toBe(0);
    // Newest first: the payment above the charge it pays.
    expect(customer.transactions.map(({ type, amount }) => [type, amount])).toEqual([
      ['credit', 1500],
      ['debit', 1500],
    ]);
  });

  it('keeps a part payment’s rest pending, and an overpayment to return as TAKE, like a save', async () => {
    const part = await pendingBill();
    const partly = await part.bills.setStatus(part.bill._id, 'completed', {
      amountReceived: '400.50',
    });
    expect(partly.json<BillSaveResult>().data.totals).toMatchObject({
      pending: 599.5,
      toReturn: 0,
    });
    expect((await customerOf(part.token, part.bill)).balance).toBe(-599.5);

    const over = await pendingBill();
    const overpaid = await over.bills.setStatus(over.bill._id, 'completed', {
      amountReceived: 1030,
    });
    expect(overpaid.json<BillSaveResult>().data.totals).toMatchObject({
      pending: 0,
      toReturn: 30,
    });
    expect((await customerOf(over.token, over.bill)).balance).toBe(30);
  });

  it('takes a payment when a draft leaves On Hold, and none without an amount', async () => {
    const { bills: api } = await shop();
    const draft = await api.createOk(billPayload({ status: 'draft' }));
    const plain = await api.createOk(billPayload({ status: 'under_service' }));

    const paid = await api.setStatus(draft._id, 'completed', { amountReceived: 250.5 });
    const unpaid = await api.setStatus(plain._id, 'completed', { amountReceived: 0 });

    expect(paid.json<BillSaveResult>().data.totals).toMatchObject({ pending: 0 });
    expect(unpaid.json<BillSaveResult>().data.payment.amountPaid).toBe(0);
    expect(unpaid.json<BillSaveResult>().data.totals.pending).toBe(250.5);
  });

  it('changes nothing when the transaction fails mid-way', async () => {
    const { token, shopId, bills: api, bill } = await pendingBill();
    const before = await balancesOf(app(), shopId);
    // The customer's balance is the last write of the change: make it fail.
    await app().db.execute(
      sql.raw(`create function fail_balance() returns trigger language plpgsql
        as $$ begin raise exception 'injected failure'; end $$`),
    );
    await app().db.execute(
      sql.raw(`create trigger fail_balance before update on customers
        for each row execute function fail_balance()`),
    );
    try {
      const failed = await api.setStatus(bill._id, 'completed', { amountReceived: 1000 });
      expect(failed.statusCode).toBe(500);
    } finally {
      await app().db.execute(sql.raw('drop trigger fail_balance on customers'));
      await app().db.execute(sql.raw('drop function fail_balance()'));
    }

    expect((await api.get(bill._id)).json().data).toEqual(bill);
    expect(await balancesOf(app(), shopId)).toEqual(before);
    expect((await customerOf(token, bill)).transactions).toHaveLength(2);
    const retried = await api.setStatus(bill._id, 'completed', { amountReceived: 1000 });
    expect(retried.json<BillSaveResult>().data.totals.pending).toBe(0);
  });

  it.each([
    ['a negative amount', -1, MESSAGES.amountNegative],
    ['three decimals', 10.125, MESSAGES.moneyFormat],
    ['an amount above ₹10 crore', 100_000_001, MESSAGES.amountTooLarge],
    ['text', '12a', MESSAGES.amountInvalid],
    ['a list', [1], MESSAGES.amountRequired],
  ])('answers 400 for %s and changes nothing', async (_case, amountReceived, message) => {
    const { bills: api, bill } = await pendingBill();

    const response = await api.setStatus(bill._id, 'completed', { amountReceived });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ amountReceived: message });
    expect((await api.get(bill._id)).json().data).toEqual(bill);
  });

  it('answers 400 when the bill’s amount paid would pass ₹10 crore', async () => {
    const { bills: api } = await shop();
    const bill = await api.createOk(
      billPayload({
        items: [{ name: 'Gold', quantity: 1, price: 100_000_000 }],
        payment: { amountPaid: 100_000_000 },
        status: 'under_service',
      }),
    );

    const response = await api.setStatus(bill._id, 'completed', { amountReceived: 0.01 });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ amountReceived: MESSAGES.amountTooLarge });
    expect((await api.get(bill._id)).json().data.status).toBe('under_service');
  });

  it('answers 404 for another shop’s bill and records nothing', async () => {
    const { bills: api, bill, shopId } = await pendingBill();
    const stranger = await shop();

    const response = await stranger.bills.setStatus(bill._id, 'completed', {
      amountReceived: 1000,
    });

    expect(response.statusCode).toBe(404);
    expect((await api.get(bill._id)).json().data).toEqual(bill);
    expect((await balancesOf(app(), shopId))[0]).toMatchObject({ stored: -100000 });
  });

  it('answers 409 for a payment without a real change, into On Hold, or on a completed bill', async () => {
    const { bills: api, bill: pending } = await pendingBill();
    const draft = await api.createOk(billPayload({ status: 'draft' }));
    const completed = await api.createOk(billPayload({ status: 'completed' }));
    const amountReceived = { amountReceived: 100 };

    const answers = [
      [await api.setStatus(draft._id, 'draft', amountReceived), ON_HOLD_KEEPS_NO_PAYMENT],
      [await api.setStatus(pending._id, 'draft', amountReceived), NO_RETURN_TO_DRAFT],
      [
        await api.setStatus(pending._id, 'under_service', amountReceived),
        PAYMENT_NEEDS_STATUS_CHANGE,
      ],
      [await api.setStatus(completed._id, 'completed', amountReceived), COMPLETED_NOT_EDITABLE],
    ] as const;

    for (const [response, message] of answers) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual(errorBody(message));
    }
    expect((await api.get(pending._id)).json().data).toEqual(pending);
    // Without an amount, the same status stays the no-op it always was.
    expect((await api.setStatus(draft._id, 'draft')).statusCode).toBe(200);
  });
});
