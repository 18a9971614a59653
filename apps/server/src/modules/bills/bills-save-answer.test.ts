import type { BillDto, BillSaveResult } from '@khatabill/domain';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { billPayload, billRequests } from '../../test/bills';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';

// A save answers from what it has just written instead of reading the bill back (ADR 013):
// the answer must still be, field for field, what GET answers for the same bill.

describeEachDatabase('A bill save’s answer', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const { token } = await createTestShop(app());
    const bills = billRequests(app, token);
    /** Expects `response` to be a save answer equal to the bill's GET; answers the bill. */
    const expectAnswerAsStored = async (response: {
      statusCode: number;
      body: string;
      json: <T>() => T;
    }): Promise<BillDto> => {
      expect(response.statusCode, response.body).toBeLessThan(300);
      const saved = response.json<BillSaveResult>().data;
      const stored = await bills.get(saved._id);
      expect(stored.statusCode).toBe(200);
      expect(saved).toStrictEqual(stored.json<{ data: BillDto }>().data);
      return saved;
    };
    return { token, bills, expectAnswerAsStored };
  }

  it('is the stored bill for a new bill, an edit and a status change', async () => {
    const { bills, expectAnswerAsStored } = await shop();
    const payload = billPayload({
      status: 'draft',
      customFields: { serviceFields: { Zeta: 'last', Alpha: 'first' }, serviceInfo: {} },
      notes: 'Collect on Friday',
    });
    const draft = await expectAnswerAsStored(await bills.upsert(payload));
    expect(draft.statusTimeline).toHaveLength(1);

    const edited = await expectAnswerAsStored(
      await bills.upsert({
        ...payload,
        _id: draft._id,
        status: 'under_service',
        items: [{ name: 'Coat', quantity: 3, price: 999.99 }],
        payment: { mode: 'upi', amountPaid: 500, discount: { type: 'percent', value: 10 } },
      }),
    );
    expect(edited.statusTimeline.map((event) => event.status)).toEqual(['draft', 'under_service']);

    const unchangedStatus = await expectAnswerAsStored(
      await bills.upsert({ ...payload, _id: draft._id, status: 'under_service', notes: 'Ready' }),
    );
    expect(unchangedStatus.statusTimeline).toHaveLength(2);

    await expectAnswerAsStored(
      await bills.setStatus(draft._id, 'completed', { amountReceived: 100 }),
    );
  });

  it('is the stored bill for a bill with product links', async () => {
    const { token, bills, expectAnswerAsStored } = await shop();
    const product = await app().inject({
      method: 'POST',
      url: '/api/products',
      headers: authHeader(token),
      payload: { name: 'Shirt', price: 100 },
    });
    const productId = product.json<{ data: { _id: string } }>().data._id;

    const bill = await expectAnswerAsStored(
      await bills.upsert(
        billPayload({
          items: [
            { name: 'Shirt', quantity: 1, price: 100, productId },
            { name: 'Loose', quantity: 2, price: 5 },
          ],
        }),
      ),
    );
    expect(bill.items.map((item) => item.productId)).toEqual([productId, null]);
  });
});
