import type { BillSaveResult } from '@khatabill/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bills, billShareTokens } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import { billPayload, billRequests } from '../../test/bills';

describeEachDatabase('public receipt API', (getDatabase) => {
  const app = useTestApp(getDatabase);

  const fetchReceipt = (token: string) =>
    app().inject({ method: 'GET', url: `/api/public/bills/${encodeURIComponent(token)}` });

  it('answers a shared bill without login: what the receipt shows, the mobile masked', async () => {
    const { token } = await createTestShop(app(), { shopName: 'Asha Tailors' });
    await app().inject({
      method: 'PUT',
      url: '/api/auth/settings',
      headers: authHeader(token),
      payload: { greetingMessage: 'Thank you!', location: { city: 'Pune' } },
    });
    const bill = await billRequests(app, token).createOk(
      billPayload({
        mobile: '9876543210',
        status: 'under_service',
        payment: { mode: 'upi', amountPaid: 200, discount: { type: 'amount', value: 0.5 } },
        customFields: { serviceFields: { Fabric: 'Silk' }, serviceInfo: {} },
      }),
    );

    const response = await fetchReceipt(bill.shareToken ?? '');

    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.json().data).toEqual({
      invoiceNumber: 'INV-1',
      customerName: 'Asha Verma',
      maskedMobile: '98******10',
      items: [
        { name: 'Shirt', quantity: 2, price: 100 },
        { name: 'Button', quantity: 1, price: 50.5 },
      ],
      payment: { mode: 'upi', amountPaid: 200, discount: { type: 'amount', value: 0.5 } },
      totals: bill.totals,
      customFields: { serviceFields: [{ label: 'Fabric', value: 'Silk' }], serviceInfo: [] },
      status: 'under_service',
      createdAt: bill.createdAt,
      // A service bill (it has a service field): where the job is.
      job: [
        { step: 'received', at: bill.createdAt },
        { step: 'in_service', at: bill.statusTimeline[0]?.at },
        { step: 'ready', at: null },
      ],
      shop: {
        shopName: 'Asha Tailors',
        shopImage: null,
        location: { address: '', city: 'Pune', state: '', pincode: '', country: 'India' },
        greetingMessage: 'Thank you!',
        footerNote: '',
        language: 'en',
      },
    });
    expect(response.body).not.toContain('9876543210');
    expect(response.body).not.toContain(bill._id);
  });

  it('opens the receipt of a bill that left draft by an edit or a status change, edited again', async () => {
    const { token } = await createTestShop(app());
    const api = billRequests(app, token);
    const edited = await api.createOk(billPayload({ status: 'draft' }));
    const moved = await api.createOk(billPayload({ status: 'draft' }));

    const editAnswer = await api.edit(
      edited._id,
      billPayload({ mobile: edited.mobile, status: 'under_service' }),
    );
    const statusAnswer = await api.setStatus(moved._id, 'under_service');
    const againAnswer = await api.edit(
      edited._id,
      billPayload({ mobile: edited.mobile, status: 'completed', notes: 'again' }),
    );
    expect(againAnswer.statusCode, againAnswer.body).toBe(200);

    const shared = [editAnswer, statusAnswer, againAnswer].map(
      (answer) => answer.json<BillSaveResult>().data,
    );
    expect(shared[2]?.shareToken).toBe(shared[0]?.shareToken);
    for (const bill of shared) {
      const response = await fetchReceipt(bill.shareToken ?? '');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.invoiceNumber).toBe(bill.invoiceNumber);
    }
  });

  it('hides a draft, even one that somehow holds a token', async () => {
    const session = await createTestShop(app());
    const draft = await billRequests(app, session.token).create(billPayload({ status: 'draft' }));
    const { data } = draft.json<BillSaveResult>();
    const token = 'AAAAAAAAAAAAAAAAAAAAAA';
    await app()
      .db.update(bills)
      .set({ shareToken: token })
      .where(and(eq(bills.tenantId, session.user._id), eq(bills.id, data._id)));
    await app()
      .db.insert(billShareTokens)
      .values({ shareToken: token, shopId: session.user._id, billId: data._id });

    const response = await fetchReceipt(token);

    expect(data.shareToken).toBeNull();
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for an unknown, malformed or id-shaped token', async () => {
    const { token } = await createTestShop(app());
    const bill = await billRequests(app, token).createOk();

    for (const bad of ['BBBBBBBBBBBBBBBBBBBBBB', 'short', "' or 1=1 --", bill._id]) {
      const response = await fetchReceipt(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
  });
});
