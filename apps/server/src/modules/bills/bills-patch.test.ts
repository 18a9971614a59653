import type { BillSaveResult } from '@khatabill/domain';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';
import { billPayload, billRequests } from '../../test/bills';
import { PATCH_TOO_DEEP } from '../../messages';

describeEachDatabase('PATCH /api/bills/{id} with any subset of the fields', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shopWithBill(overrides: Record<string, unknown> = {}) {
    const { token } = await createTestShop(app(), {
      billingMode: ['product', 'service'],
      businessType: 'mobile-laptop-repair',
    });
    const api = billRequests(app, token);
    const bill = await api.createOk(
      billPayload({
        status: 'draft',
        notes: 'first',
        customFields: { serviceFields: { IMEI: '111', 'Brand / Model': 'Moto' }, serviceInfo: {} },
        ...overrides,
      }),
    );
    return { api, bill };
  }

  it('changes only the notes of a draft when only the notes are sent', async () => {
    const { api, bill } = await shopWithBill();

    const response = await api.send('PATCH', `/api/bills/${bill._id}`, { notes: 'x' });

    expect(response.statusCode).toBe(200);
    const patched = response.json<BillSaveResult>().data;
    expect(patched.notes).toBe('x');
    const { notes: _before, ...rest } = bill;
    const { notes: _after, ...restAfter } = patched;
    expect(restAfter).toEqual(rest);
  });

  it('merges nested objects, removes a field sent as null and replaces the item list', async () => {
    const { api, bill } = await shopWithBill();

    const response = await api.send('PATCH', `/api/bills/${bill._id}`, {
      customFields: { serviceFields: { IMEI: null, 'Brand / Model': 'Nokia' } },
      payment: { discount: { type: 'percent', value: 10 } },
      items: [{ name: 'Screen', quantity: 1, price: 1000 }],
    });

    expect(response.statusCode).toBe(200);
    const patched = response.json<BillSaveResult>().data;
    expect(patched.customFields.serviceFields).toEqual({ 'Brand / Model': 'Nokia' });
    expect(patched.payment.discount).toEqual({ type: 'percent', value: 10 });
    expect(patched.payment.mode).toBe(bill.payment.mode);
    expect(patched.items).toEqual([expect.objectContaining({ name: 'Screen', price: 1000 })]);
    expect(patched.totals.finalTotal).toBe(900);
  });

  it('moves a draft on when the status is sent, keeping the rest', async () => {
    const { api, bill } = await shopWithBill();

    const response = await api.send('PATCH', `/api/bills/${bill._id}`, { status: 'completed' });

    expect(response.statusCode).toBe(200);
    expect(response.json<BillSaveResult>().data).toMatchObject({
      status: 'completed',
      notes: 'first',
      invoiceNumber: bill.invoiceNumber,
    });
  });

  it('answers 409 for a completed bill, whatever the patch', async () => {
    const { api, bill } = await shopWithBill({ status: 'completed' });

    for (const patch of [{ notes: 'x' }, { items: [] }, {}]) {
      const response = await api.send('PATCH', `/api/bills/${bill._id}`, patch);
      expect(response.statusCode).toBe(409);
    }
  });

  it('answers 404, never 400, for an unknown id, a malformed one or another shop’s bill', async () => {
    const { bill } = await shopWithBill();
    const stranger = billRequests(app, (await createTestShop(app())).token);

    for (const id of [bill._id, crypto.randomUUID(), 'not-an-id']) {
      const response = await stranger.send('PATCH', `/api/bills/${id}`, { notes: 'x' });
      expect(response.statusCode).toBe(404);
    }
  });

  it('checks the merged bill as a whole: 400 with the field, nothing changed', async () => {
    const { api, bill } = await shopWithBill();

    const emptied = await api.send('PATCH', `/api/bills/${bill._id}`, { items: [] });
    const badPrice = await api.send('PATCH', `/api/bills/${bill._id}`, {
      items: [{ name: 'Screen', quantity: 1, price: -5 }],
    });
    const deep = await api.send('PATCH', `/api/bills/${bill._id}`, {
      notes: { a: { b: { c: { d: 'too deep' } } } },
    });

    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors).toHaveProperty('items');
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().errors).toHaveProperty(['items.0.price']);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe(PATCH_TOO_DEEP);
    expect((await api.get(bill._id)).json().data).toEqual(bill);
  });

  it('refuses a patch that is not an object', async () => {
    const { api, bill } = await shopWithBill();

    const response = await api.send('PATCH', `/api/bills/${bill._id}`, [
      { notes: 'x' },
    ] as unknown as Record<string, unknown>);

    expect(response.statusCode).toBe(400);
  });

  it('runs beside status changes of the same bills without a deadlock', async () => {
    const { api } = await shopWithBill();
    const drafts = await Promise.all(
      Array.from({ length: 8 }, () => api.createOk(billPayload({ status: 'draft' }))),
    );

    // Both take the shop's lock and then the bill's: taken the other way round, a patch
    // and a status change of one bill would each wait for what the other holds.
    const answers = await Promise.all(
      drafts.flatMap((draft) => [
        api.edit(draft._id, { notes: 'patched' }),
        api.setStatus(draft._id, 'under_service'),
      ]),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(200));
  });
});
