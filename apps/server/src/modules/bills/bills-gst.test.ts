import { LIMITS, MESSAGES, type BillDto } from '@khatabill/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app';
import {
  balancesOf,
  billPayload,
  CUSTOMER_GSTIN,
  registeredShopWithBillApi,
  SHOP_GSTIN,
  shopWithBillApi,
} from '../../test/bills';
import { describeEachDatabase } from '../../test/db';
import { authHeader } from '../../test/factories';

describeEachDatabase('a registered shop’s bills', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const registeredShop = (gst?: Record<string, unknown>) => registeredShopWithBillApi(app, gst);

  it('leaves a bill of a shop without GST exactly as it was', async () => {
    const { api } = await shopWithBillApi(app);

    const bill = await api.createOk(
      billPayload({ gst: { customerGstin: CUSTOMER_GSTIN, customerAddress: '12 MG Road' } }),
    );

    expect(bill).not.toHaveProperty('gst');
    expect(Object.keys(bill.totals).sort()).toEqual([
      'advanceAmount',
      'discountAmount',
      'finalTotal',
      'itemsTotal',
      'pending',
      'toReturn',
    ]);
    expect(Object.keys(bill.items[0] ?? {}).sort()).toEqual([
      'name',
      'price',
      'productId',
      'quantity',
    ]);
  });

  it('makes a tax invoice within the state: tax taken out of the price, CGST and SGST', async () => {
    const { api } = await registeredShop();

    const bill = await api.createOk(
      billPayload({ items: [{ name: 'Screen repair', quantity: 1, price: 1180 }] }),
    );

    expect(bill.gst).toEqual({
      registration: 'regular',
      gstin: SHOP_GSTIN,
      placeOfSupply: '27',
      customerGstin: null,
      customerAddress: null,
      documentType: 'tax_invoice',
    });
    expect(bill.items[0]).toMatchObject({
      hsn: '998713',
      unit: 'NOS',
      gstRate: 18,
      taxableValue: 1000,
      cgst: 90,
      sgst: 90,
      igst: 0,
      discount: 0,
    });
    expect(bill.totals).toMatchObject({
      itemsTotal: 1180,
      taxableValue: 1000,
      cgst: 90,
      sgst: 90,
      igst: 0,
      roundOff: 0,
      invoiceTotal: 1180,
      finalTotal: 1180,
      pending: 1180,
    });
  });

  it('makes a B2B invoice to another state: IGST added to the prices, the product’s rate, the total rounded', async () => {
    const { api, shopId } = await registeredShop({ pricesIncludeTax: false });
    const product = await api.send('POST', '/api/products', {
      name: 'Charger',
      price: 33.33,
      hsn: '8504',
      gstRate: 5,
      unit: 'PCS',
    });
    const productId = product.json().data._id;

    const bill = await api.createOk(
      billPayload({
        items: [
          { name: 'Charger', quantity: 3, price: 33.33, productId },
          { name: 'Fitting', quantity: 1, price: 100, gstRate: 18, hsn: '998729' },
        ],
        payment: { mode: 'upi', amountPaid: 100, discount: { type: 'amount', value: 0 } },
        gst: { customerGstin: CUSTOMER_GSTIN.toLowerCase() },
      }),
    );

    expect(bill.gst).toMatchObject({ placeOfSupply: '29', customerGstin: CUSTOMER_GSTIN });
    expect(
      bill.items.map(({ hsn, unit, gstRate, taxableValue, igst, cgst }) => ({
        hsn,
        unit,
        gstRate,
        taxableValue,
        igst,
        cgst,
      })),
    ).toEqual([
      { hsn: '8504', unit: 'PCS', gstRate: 5, taxableValue: 99.99, igst: 5, cgst: 0 },
      { hsn: '998729', unit: 'NOS', gstRate: 18, taxableValue: 100, igst: 18, cgst: 0 },
    ]);
    // 199.99 + 23.00 = 222.99, rounded to 223.00.
    expect(bill.totals).toMatchObject({
      itemsTotal: 199.99,
      taxableValue: 199.99,
      igst: 23,
      roundOff: 0.01,
      invoiceTotal: 223,
      finalTotal: 223,
      pending: 123,
    });
    // The khata owes what the invoice charged, less what was paid.
    const [customer] = await balancesOf(app(), shopId);
    expect(customer).toMatchObject({ stored: -12_300, fromEntries: -12_300 });
  });

  it('keeps a saved bill’s terms when the settings change, and when it is completed with a payment', async () => {
    const { api, token } = await registeredShop();
    const bill = await api.createOk(
      billPayload({
        status: 'under_service',
        items: [{ name: 'Service', quantity: 1, price: 1180 }],
      }),
    );

    await app().inject({
      method: 'PUT',
      url: '/api/auth/settings',
      headers: authHeader(token),
      payload: { gst: { registration: 'regular', gstin: SHOP_GSTIN, pricesIncludeTax: false } },
    });
    const completed = await api.setStatus(bill._id, 'completed', { amountReceived: 1180 });

    expect(completed.statusCode).toBe(200);
    const after: BillDto = (await api.get(bill._id)).json().data;
    expect(after.totals).toMatchObject({ invoiceTotal: 1180, cgst: 90, pending: 0, toReturn: 0 });
  });

  it('keeps the customer’s address through an edit that does not send it', async () => {
    const { api } = await registeredShop();
    const bill = await api.createOk(
      billPayload({
        status: 'under_service',
        gst: { customerGstin: CUSTOMER_GSTIN, customerAddress: '  4th Cross, Indiranagar  ' },
      }),
    );

    const edited = await api.edit(bill._id, { notes: 'Delivered', items: [bill.items[0]] });

    expect(bill.gst?.customerAddress).toBe('4th Cross, Indiranagar');
    expect(edited.statusCode).toBe(200);
    const after: BillDto = (await api.get(bill._id)).json().data;
    expect(after.gst).toMatchObject({
      customerGstin: CUSTOMER_GSTIN,
      customerAddress: '4th Cross, Indiranagar',
    });
    expect(after.items).toHaveLength(1);
  });

  it('makes a composition shop’s bill a bill of supply, without tax', async () => {
    const { api } = await registeredShop({ registration: 'composition' });

    const bill = await api.createOk(
      billPayload({ items: [{ name: 'Thali', quantity: 2, price: 120.4 }] }),
    );

    expect(bill.gst).toMatchObject({ registration: 'composition', documentType: 'bill_of_supply' });
    expect(bill.items[0]).toMatchObject({
      gstRate: 0,
      taxableValue: 240.8,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
    expect(bill.totals).toMatchObject({
      taxableValue: 240.8,
      roundOff: 0.2,
      invoiceTotal: 241,
      pending: 241,
    });
  });

  describe('numbers a registered shop’s bills by financial year (Rule 46)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const at = (instant: string) => vi.setSystemTime(new Date(instant));

    it('starts a new series on 1 April, India’s day, and goes on after a prefix change', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      at('2027-03-31T18:00:00Z'); // 11:30 pm on 31 March in India
      const { api, token } = await registeredShop();
      const first = await api.createOk();
      const second = await api.createOk();
      await app().inject({
        method: 'PUT',
        url: '/api/auth/settings',
        headers: authHeader(token),
        payload: { invoicePrefix: 'SR-' },
      });
      const third = await api.createOk();
      at('2027-03-31T18:31:00Z'); // 12:01 am on 1 April
      const nextYear = await api.createOk();

      expect([first, second, third, nextYear].map((bill) => bill.invoiceNumber)).toEqual([
        'INV/26-27/1',
        'INV/26-27/2',
        'SR-26-27/3',
        'SR-27-28/1',
      ]);
      for (const number of [third.invoiceNumber, nextYear.invoiceNumber]) {
        expect(number.length).toBeLessThanOrEqual(16);
      }
    });

    it('stays consecutive when bills are saved at the same time', async () => {
      const { api } = await registeredShop();

      const saved = await Promise.all(Array.from({ length: 8 }, () => api.createOk()));

      const numbers = saved.map((bill) => Number(bill.invoiceNumber.split('/').at(-1)));
      expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(new Set(saved.map((bill) => bill.invoiceNumber.split('/')[1])).size).toBe(1);
    });
  });

  describe('refuses bad input with the field message, and saves nothing', () => {
    it.each([
      [
        { items: [{ name: 'x', quantity: 1, price: 10, gstRate: 12 }] },
        { 'items.0.gstRate': MESSAGES.gstRateInvalid },
      ],
      [
        { items: [{ name: 'x', quantity: 1, price: 10, hsn: '123' }] },
        { 'items.0.hsn': MESSAGES.hsnInvalid },
      ],
      [{ gst: { placeOfSupply: '99' } }, { 'gst.placeOfSupply': MESSAGES.placeOfSupplyInvalid }],
      [
        { gst: { customerAddress: 'x'.repeat(LIMITS.address + 1) } },
        { 'gst.customerAddress': MESSAGES.tooLong(LIMITS.address) },
      ],
      [
        { gst: { customerGstin: '29AAGCB7383J1Z5' } },
        { 'gst.customerGstin': MESSAGES.gstinChecksum },
      ],
    ])('%o', async (overrides, errors) => {
      const { api } = await registeredShop();

      const response = await api.create(billPayload(overrides));

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
      expect((await api.search('page=1')).json().total).toBe(0);
    });
  });
});
