import { MESSAGES, type AuthResult } from '@khatabill/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bills, customers } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';
import { billPayload, billRequests, shopWithBillApi, type BillPayload } from '../../test/bills';
import { errorBody } from '../../plugins/error-handler';

const item = { name: 'Tea', quantity: 1, price: 10 };

/** Each bad bill, the field its 400 names, and the message (product §5 where it has one). */
const BAD_BILLS: [string, BillPayload, string, string][] = [
  ['quantity 0', { items: [{ ...item, quantity: 0 }] }, 'items.0.quantity', MESSAGES.quantityMin],
  [
    'a negative quantity',
    { items: [{ ...item, quantity: -2 }] },
    'items.0.quantity',
    MESSAGES.quantityMin,
  ],
  [
    'a fractional quantity',
    { items: [{ ...item, quantity: 1.5 }] },
    'items.0.quantity',
    MESSAGES.quantityWhole,
  ],
  [
    'a price with three decimals',
    { items: [{ ...item, price: 10.125 }] },
    'items.0.price',
    MESSAGES.moneyFormat,
  ],
  ['an 11-digit mobile', { mobile: '98765432101' }, 'mobile', MESSAGES.invalidMobile],
  [
    'a discount over the total',
    { payment: { discount: { type: 'amount', value: 10.01 } }, items: [item] },
    'payment.discount.value',
    MESSAGES.discountAmountMax,
  ],
  [
    'a percent discount over 100',
    { payment: { discount: { type: 'percent', value: 100.5 } } },
    'payment.discount.value',
    MESSAGES.discountPercentMax,
  ],
  [
    'a missing item name',
    { items: [{ quantity: 1, price: 10 }] },
    'items.0.name',
    MESSAGES.itemNameRequired,
  ],
  ['no items', { items: [] }, 'items', MESSAGES.itemsRequired],
  ['no customer name', { name: '' }, 'name', MESSAGES.nameRequired],
  [
    'a 10 000-item bill',
    { items: Array.from({ length: 10_000 }, () => item) },
    'items',
    MESSAGES.tooMany(500),
  ],
  ['a 1 MB notes field', { notes: 'n'.repeat(1_000_000) }, 'notes', MESSAGES.tooLong(2000)],
  [
    'an item product id that is not a UUID',
    { items: [{ ...item, productId: 'shirt' }] },
    'items.0.productId',
    'Invalid UUID',
  ],
];

describeEachDatabase('bill API bad input', (getDatabase) => {
  const app = useTestApp(getDatabase);
  // One shop for every case: none of them may save anything, so it stays empty throughout.
  let session: AuthResult;
  beforeAll(async () => {
    session = await createTestShop(app());
  });

  it.each(BAD_BILLS)(
    'refuses %s with 400 naming the field, and saves nothing',
    async (_, bad, field, message) => {
      const shopId = session.user._id;
      const api = billRequests(app, session.token);

      const response = await api.create(billPayload(bad));

      expect(response.statusCode).toBe(400);
      expect(response.json().errors?.[field]).toBe(message);
      expect(await app().db.select().from(bills).where(eq(bills.tenantId, shopId))).toEqual([]);
      expect(await app().db.select().from(customers).where(eq(customers.tenantId, shopId))).toEqual(
        [],
      );
    },
  );

  it('refuses a percent discount over 100 on a new bill, an upsert and an edit, with its message and code', async () => {
    // A shop of its own: the edit needs a saved bill, and the cases above an empty shop.
    const { api } = await shopWithBillApi(app);
    const overFull = { payment: { discount: { type: 'percent', value: 150 } } };
    const refusal = {
      message: 'Discount cannot exceed 100%',
      code: 'discountPercentMax',
      errors: { 'payment.discount.value': 'Discount cannot exceed 100%' },
    };
    for (const response of [
      await api.create(billPayload(overFull)),
      await api.upsert(billPayload(overFull)),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
    }

    const saved = await api.createOk(billPayload({ status: 'draft' }));
    const edit = await api.edit(saved._id, overFull);
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual(refusal);
    expect((await api.get(saved._id)).json().data.payment.discount).toEqual({
      type: 'amount',
      value: 0,
    });
  });

  it('answers 413 for a body over 1 MB', async () => {
    const response = await billRequests(app, session.token).create(
      billPayload({ notes: 'n'.repeat(1_100_000) }),
    );

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorBody('Request is too large.'));
  });
});
