import type { BillSaveResult } from '@khatabill/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills, customers, ledgerEntries } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import {
  balancesOf,
  billPayload,
  billRequests,
  freshCustomerMobile,
  setBillCreatedAt,
} from '../../test/bills';
import { COMPLETED_NOT_EDITABLE, NO_RETURN_TO_DRAFT } from '../../messages';
import { errorBody } from '../../plugins/error-handler';

describeEachDatabase('bills API', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const session = await createTestShop(app());
    return { ...session, shopId: session.user._id, bills: billRequests(app, session.token) };
  }

  describe('saving', () => {
    it('computes every total on the server and ignores the totals the client sends', async () => {
      const { bills: api } = await shop();

      const response = await api.create(
        billPayload({
          items: [
            { name: 'Haircut', quantity: 1, price: 300 },
            { name: 'Shampoo', quantity: 3, price: 33.33 },
          ],
          payment: { mode: 'upi', amountPaid: 100, discount: { type: 'percent', value: 12.5 } },
          customFields: { serviceFields: { Stylist: 'Ravi' }, serviceInfo: { 'Advance Paid': 50 } },
          totals: { itemsTotal: 1, finalTotal: 1, pending: 0 },
          totalAmount: 1,
        }),
      );

      expect(response.statusCode).toBe(201);
      const { data: bill } = response.json<BillSaveResult>();
      // 300 + 99.99 = 399.99; 12.5 % of it = 49.99875 → 50.00 (half-up to the paisa).
      expect(bill.totals).toEqual({
        itemsTotal: 399.99,
        discountAmount: 50,
        advanceAmount: 50,
        finalTotal: 299.99,
        pending: 199.99,
        toReturn: 0,
      });
      expect(bill.payment).toEqual({
        mode: 'upi',
        amountPaid: 100,
        totalAmount: 299.99,
        advanceAmount: 50,
        discount: { type: 'percent', value: 12.5 },
      });
      expect(bill.customFields).toEqual({
        serviceFields: { Stylist: 'Ravi' },
        serviceInfo: { 'Advance Paid': '50' },
      });
    });

    it('numbers bills from the invoice counter with the shop prefix and answers the usage', async () => {
      const { bills: api } = await shop();

      const first = await api.create(billPayload());
      const second = await api.create(billPayload());

      expect(first.json().data.invoiceNumber).toBe('INV-1');
      expect(second.json().data.invoiceNumber).toBe('INV-2');
      expect(second.json<BillSaveResult>().usage.bills).toMatchObject({ used: 2, limit: null });
    });

    it('creates the customer from a new mobile and reuses the one the shop knows', async () => {
      const { bills: api, shopId } = await shop();
      const mobile = freshCustomerMobile();

      const first = await api.createOk(billPayload({ name: 'Meena', mobile }));
      const second = await api.createOk(
        billPayload({ customerName: 'Meena K', name: undefined, mobile }),
      );

      expect(first.customerId).toEqual(expect.any(String));
      expect(second.customerId).toBe(first.customerId);
      expect(second.customerName).toBe('Meena K');
      const rows = await app().db.select().from(customers).where(eq(customers.tenantId, shopId));
      expect(rows.map((row) => [row.name, row.mobile])).toEqual([['Meena', mobile]]);
    });

    it('keeps the items in order and starts the timeline and the share token', async () => {
      const { bills: api, shopId } = await shop();

      const bill = await api.createOk();

      expect(bill.items.map((item) => [item.name, item.quantity, item.price])).toEqual([
        ['Shirt', 2, 100],
        ['Button', 1, 50.5],
      ]);
      // The first step is the owner's, who made the bill (product §17).
      const owner = { _id: shopId, name: 'Test Owner' };
      expect(bill.statusTimeline).toEqual([
        { status: 'completed', at: expect.any(String), createdBy: owner },
      ]);
      expect(bill.createdBy).toEqual(owner);
      expect(bill.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });

    it('saves a draft with nothing paid, no advance, no share token and no khata entries', async () => {
      const { bills: api, shopId } = await shop();

      const response = await api.create(
        billPayload({
          status: 'draft',
          payment: { amountPaid: 500, discount: { type: 'amount', value: 0 } },
          customFields: { serviceInfo: { 'Advance Amount': '100' } },
        }),
      );

      expect(response.statusCode).toBe(201);
      const { data: bill, usage } = response.json<BillSaveResult>();
      expect(bill.payment).toMatchObject({ amountPaid: 0, advanceAmount: 0 });
      expect(bill.totals).toMatchObject({ advanceAmount: 0, finalTotal: 250.5, pending: 250.5 });
      expect(bill.shareToken).toBeNull();
      expect(usage.bills.used).toBe(0);
      const entries = await app()
        .db.select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.tenantId, shopId));
      expect(entries).toEqual([]);
    });

    it('keeps the product link of an item only for the shop’s own products', async () => {
      const { token, bills: api } = await shop();
      const other = await shop();
      const ownProduct = await app().inject({
        method: 'POST',
        url: '/api/products',
        headers: authHeader(token),
        payload: { name: 'Shirt', price: 100 },
      });
      const foreignProduct = await app().inject({
        method: 'POST',
        url: '/api/products',
        headers: authHeader(other.token),
        payload: { name: 'Cap', price: 10 },
      });

      const bill = await api.createOk(
        billPayload({
          items: [
            { name: 'Shirt', quantity: 1, price: 100, productId: ownProduct.json().data._id },
            { name: 'Cap', quantity: 1, price: 10, productId: foreignProduct.json().data._id },
            { name: 'Loose', quantity: 1, price: 5 },
          ],
        }),
      );

      expect(bill.items.map((item) => item.productId)).toEqual([
        ownProduct.json().data._id,
        null,
        null,
      ]);
    });
  });

  describe('editing', () => {
    it('edits a Pending bill through upsert with _id and keeps its invoice number', async () => {
      const { bills: api } = await shop();
      const bill = await api.createOk(billPayload({ status: 'under_service' }));

      const response = await api.upsert(
        billPayload({
          _id: bill._id,
          mobile: bill.mobile,
          items: [{ name: 'Suit', quantity: 1, price: 999 }],
          status: 'under_service',
          notes: 'Alter sleeves',
        }),
      );

      expect(response.statusCode).toBe(200);
      const edited = response.json<BillSaveResult>();
      expect(edited.data).toMatchObject({
        _id: bill._id,
        invoiceNumber: bill.invoiceNumber,
        notes: 'Alter sleeves',
        shareToken: bill.shareToken,
      });
      expect(edited.data.items.map((item) => item.name)).toEqual(['Suit']);
      expect(edited.data.statusTimeline).toHaveLength(1);
      // Counted when it left draft, not again on an edit.
      expect(edited.usage.bills.used).toBe(1);
    });

    it('creates through upsert without _id', async () => {
      const { bills: api } = await shop();

      const response = await api.upsert(billPayload());

      expect(response.statusCode).toBe(201);
      expect(response.json().data.invoiceNumber).toBe('INV-1');
    });

    it('edits with PATCH /bills/{id} and appends to the timeline when the status changes', async () => {
      const { bills: api } = await shop();
      const bill = await api.createOk(billPayload({ status: 'draft' }));

      const response = await api.edit(
        bill._id,
        billPayload({ mobile: bill.mobile, status: 'completed' }),
      );

      expect(response.statusCode).toBe(200);
      const { data: edited, usage } = response.json<BillSaveResult>();
      expect(edited.statusTimeline.map((event) => event.status)).toEqual(['draft', 'completed']);
      expect(edited.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(usage.bills.used).toBe(1);
    });

    it('refuses to edit a completed bill with 409, by PATCH and by upsert', async () => {
      const { bills: api, shopId } = await shop();
      const bill = await api.createOk();

      const patched = await api.edit(bill._id, billPayload({ notes: 'changed' }));
      const upserted = await api.upsert(billPayload({ _id: bill._id, notes: 'changed' }));
      const reopened = await api.setStatus(bill._id, 'under_service');

      for (const response of [patched, upserted, reopened]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(errorBody(COMPLETED_NOT_EDITABLE));
      }
      const [row] = await app()
        .db.select()
        .from(bills)
        .where(and(eq(bills.tenantId, shopId), eq(bills.id, bill._id)));
      expect(row?.notes).toBe('');
    });

    it('refuses to put a Pending bill back on hold', async () => {
      const { bills: api } = await shop();
      const bill = await api.createOk(billPayload({ status: 'under_service' }));

      const edited = await api.edit(bill._id, billPayload({ status: 'draft' }));
      const changed = await api.setStatus(bill._id, 'draft');

      expect(edited.statusCode).toBe(409);
      expect(changed.statusCode).toBe(409);
      expect(changed.json().message).toBe(NO_RETURN_TO_DRAFT);
    });
  });

  describe('status changes', () => {
    it('moves draft → Pending → completed, counting the bill once and recording each change', async () => {
      const { bills: api } = await shop();
      const draft = await api.createOk(
        billPayload({ status: 'draft', customFields: { serviceInfo: { advanceAmount: '20' } } }),
      );

      const pending = await api.setStatus(draft._id, 'under_service');
      const completed = await api.setStatus(draft._id, 'completed');
      const again = await api.setStatus(draft._id, 'completed');

      expect(pending.statusCode).toBe(200);
      const pendingBill = pending.json<BillSaveResult>();
      expect(pendingBill.data.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
      // Leaving draft, the advance from the service fields applies again.
      expect(pendingBill.data.totals).toMatchObject({ advanceAmount: 20, finalTotal: 230.5 });
      expect(pendingBill.usage.bills.used).toBe(1);
      const done = completed.json<BillSaveResult>();
      expect(done.data.status).toBe('completed');
      expect(done.data.shareToken).toBe(pendingBill.data.shareToken);
      expect(done.data.statusTimeline.map((event) => event.status)).toEqual([
        'draft',
        'under_service',
        'completed',
      ]);
      expect(done.usage.bills.used).toBe(1);
      expect(again.statusCode).toBe(200);
      expect(again.json<BillSaveResult>().data.statusTimeline).toHaveLength(3);
    });

    it('answers 400 for an unknown status', async () => {
      const { bills: api } = await shop();
      const bill = await api.createOk(billPayload({ status: 'draft' }));

      const response = await api.setStatus(bill._id, 'paid');

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('status');
    });
  });

  describe('khata ledger', () => {
    it('keeps every stored balance equal to the sum of entries through create, edit and status changes', async () => {
      const { bills: api, shopId } = await shop();
      const first = freshCustomerMobile();
      const second = freshCustomerMobile();
      const expectConsistent = async (expected: Record<string, number>) => {
        const balances = await balancesOf(app(), shopId);
        for (const row of balances) expect(row.stored).toBe(row.fromEntries);
        expect(Object.fromEntries(balances.map((row) => [row.mobile, row.stored]))).toEqual(
          expected,
        );
      };

      // Paid short: 250.50 given, 100 + 20 advance received → owes 130.50.
      const bill = await api.createOk(
        billPayload({
          mobile: first,
          status: 'under_service',
          payment: { amountPaid: 100, discount: { type: 'amount', value: 0 } },
          customFields: { serviceInfo: { 'Advance Collected': '20' } },
        }),
      );
      await expectConsistent({ [first]: -13050 });

      // Overpaid after a discount: 250.50 − 50.50 = 200 given, 300 received → holds 100.
      // (The whole bill is sent again, so the advance goes: an upsert replaces the bill.)
      await api.upsert({
        ...billPayload({
          mobile: first,
          status: 'under_service',
          payment: { amountPaid: 300, discount: { type: 'amount', value: 50.5 } },
        }),
        _id: bill._id,
      });
      await expectConsistent({ [first]: 10000 });

      // Moved to another customer: the first one's entries go with the bill.
      await api.upsert({
        ...billPayload({ mobile: second, status: 'under_service', payment: { amountPaid: 0 } }),
        _id: bill._id,
      });
      await expectConsistent({ [first]: 0, [second]: -25050 });

      await api.setStatus(bill._id, 'completed');
      await expectConsistent({ [first]: 0, [second]: -25050 });

      const draft = await api.createOk(billPayload({ mobile: second, status: 'draft' }));
      await expectConsistent({ [first]: 0, [second]: -25050 });
      await api.setStatus(draft._id, 'completed');
      await expectConsistent({ [first]: 0, [second]: -50100 });
    });

    it('links the bill’s entries to it: a debit of items less discount and a credit of what was paid', async () => {
      const { bills: api, shopId } = await shop();

      const bill = await api.createOk(
        billPayload({ payment: { amountPaid: 50, discount: { type: 'amount', value: 0.5 } } }),
      );

      const entries = await app()
        .db.select({
          type: ledgerEntries.type,
          amount: ledgerEntries.amount,
          billId: ledgerEntries.billId,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.tenantId, shopId))
        .orderBy(ledgerEntries.type);
      expect(entries).toEqual([
        { type: 'credit', amount: 5000, billId: bill._id },
        { type: 'debit', amount: 25000, billId: bill._id },
      ]);
    });
  });

  describe('reading', () => {
    it('answers a bill by id with its items and timeline', async () => {
      const { bills: api } = await shop();
      const bill = await api.createOk();

      const response = await api.get(bill._id);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(bill);
    });

    it('searches by invoice number, customer name or mobile, newest first, a page at a time', async () => {
      const { bills: api } = await shop();
      const mobile = freshCustomerMobile();
      const made = [];
      for (const name of ['Ravi Kumar', 'Sita Devi', 'Ravindra', 'Gopal']) {
        made.push(
          await api.createOk(billPayload({ name, ...(name === 'Gopal' ? { mobile } : {}) })),
        );
      }

      const byName = await api.search('search=ravi');
      const byInvoice = await api.search('search=INV-2');
      const byMobile = await api.search(`search=${mobile.slice(1)}`);
      const secondPage = await api.search('page=2&limit=3');
      const literal = await api.search(`search=${encodeURIComponent('%')}`);

      expect(byName.json().data.map((bill: { name: string }) => bill.name)).toEqual([
        'Ravindra',
        'Ravi Kumar',
      ]);
      expect(byName.json()).toMatchObject({ total: 2, page: 1, limit: 50 });
      expect(byInvoice.json().data.map((bill: { _id: string }) => bill._id)).toEqual([
        made[1]?._id,
      ]);
      expect(byMobile.json().data.map((bill: { name: string }) => bill.name)).toEqual(['Gopal']);
      expect(secondPage.json()).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(secondPage.json().data).toEqual([made[0]]);
      expect(literal.json().total).toBe(0);
    });

    it('filters by shop-local days (India) on From and To', async () => {
      const { bills: api, shopId } = await shop();
      const early = await api.createOk(billPayload({ name: 'Early' }));
      const late = await api.createOk(billPayload({ name: 'Late' }));
      // 00:30 IST on 5 Jan is still 4 Jan in UTC; it belongs to 5 Jan in the shop.
      await setCreatedAt(shopId, early._id, new Date('2026-01-04T19:00:00Z'));
      await setCreatedAt(shopId, late._id, new Date('2026-01-05T18:29:59Z'));

      const fifth = await api.search('from=2026-01-05&to=2026-01-05');
      const fourth = await api.search('from=2026-01-04&to=2026-01-04');
      const open = await api.search('from=2026-01-05');

      expect(fifth.json().data.map((bill: { name: string }) => bill.name)).toEqual([
        'Late',
        'Early',
      ]);
      expect(fourth.json().total).toBe(0);
      expect(open.json().total).toBe(2);
    });

    it('refuses the date filter on an expired starter plan with the plan message', async () => {
      const { token } = await createTestShop(app(), { trialEndsAt: null });
      const api = billRequests(app, token);

      const filtered = await api.search('from=2026-01-01&to=2026-01-31');
      const unfiltered = await api.search('search=x');

      expect(filtered.statusCode).toBe(403);
      expect(filtered.json().message).toBe(
        'Date filter is available only on Growth and Pro plans.',
      );
      expect(unfiltered.statusCode).toBe(200);
    });

    it('answers 400 for a malformed day, page or limit above 50', async () => {
      const { bills: api } = await shop();

      for (const query of ['from=2026-02-30', 'page=0', 'limit=51', 'limit=abc']) {
        expect((await api.search(query)).statusCode, query).toBe(400);
      }
    });
  });

  describe('tenancy', () => {
    it('answers 404 for another shop’s bill on every bill route, and changes nothing', async () => {
      const owner = await shop();
      const stranger = await shop();
      const bill = await owner.bills.createOk(billPayload({ status: 'draft' }));
      const api = stranger.bills;

      const answers = [
        await api.get(bill._id),
        await api.edit(bill._id, billPayload()),
        await api.upsert(billPayload({ _id: bill._id })),
        await api.setStatus(bill._id, 'completed'),
      ];

      for (const response of answers) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(errorBody('Bill not found.'));
      }
      expect((await owner.bills.get(bill._id)).json().data).toEqual(bill);
      expect((await api.search('')).json().total).toBe(0);
    });

    it('answers 404 for an id that is not a UUID', async () => {
      const { bills: api } = await shop();

      expect((await api.get('not-a-uuid')).statusCode).toBe(404);
      expect((await api.setStatus('123', 'completed')).statusCode).toBe(404);
    });

    it('answers 401 without a session', async () => {
      const response = await app().inject({ method: 'GET', url: '/api/bills/search' });

      expect(response.statusCode).toBe(401);
    });
  });

  async function setCreatedAt(shopId: string, billId: string, createdAt: Date) {
    await setBillCreatedAt(app(), { shopId, billId, createdAt });
  }
});
