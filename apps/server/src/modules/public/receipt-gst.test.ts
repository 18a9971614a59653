import type { PublicReceiptDto } from '@khatabill/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bills } from '../../db/schema';
import { useTestApp } from '../../test/app';
import {
  billPayload,
  CUSTOMER_GSTIN,
  registeredShopWithBillApi,
  SHOP_GSTIN,
  shopWithBillApi,
} from '../../test/bills';
import { describeEachDatabase } from '../../test/db';

// What a registered shop's customer receives (Rule 46, product §16): the document's terms, each
// line's GST and share of the discount; a shop without GST's receipt stays as it was.

describeEachDatabase('the public receipt of a registered shop’s bill', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function receiptOf(shareToken: string | null): Promise<PublicReceiptDto> {
    const response = await app().inject({
      method: 'GET',
      url: `/api/public/bills/${shareToken ?? ''}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  it('is a tax invoice to a business in another state: its terms, the lines’ tax and discount', async () => {
    const { api } = await registeredShopWithBillApi(app, {
      legalName: 'Sharma Telecom Pvt Ltd',
      pricesIncludeTax: false,
    });
    const bill = await api.createOk(
      billPayload({
        items: [
          { name: 'Phone', quantity: 2, price: 500, hsn: '8517' },
          { name: 'Cover', quantity: 1, price: 200, hsn: '3926', gstRate: 5, unit: 'PCS' },
        ],
        payment: { mode: 'cash', amountPaid: 0, discount: { type: 'amount', value: 100 } },
        gst: { customerGstin: CUSTOMER_GSTIN, customerAddress: '4th Cross, Indiranagar' },
      }),
    );

    const receipt = await receiptOf(bill.shareToken);

    expect(receipt.gst).toEqual({
      documentType: 'tax_invoice',
      supplier: { legalName: 'Sharma Telecom Pvt Ltd', gstin: SHOP_GSTIN },
      customerGstin: CUSTOMER_GSTIN,
      customerAddress: '4th Cross, Indiranagar',
      placeOfSupply: '29',
      reverseCharge: false,
    });
    // ₹100 off ₹1,200 by value: ₹83.33 and ₹16.67; the tax is added to what is left.
    expect(receipt.items).toEqual([
      {
        name: 'Phone',
        quantity: 2,
        price: 500,
        hsn: '8517',
        unit: 'NOS',
        gstRate: 18,
        discount: 83.33,
        taxableValue: 916.67,
        cgst: 0,
        sgst: 0,
        igst: 165,
      },
      {
        name: 'Cover',
        quantity: 1,
        price: 200,
        hsn: '3926',
        unit: 'PCS',
        gstRate: 5,
        discount: 16.67,
        taxableValue: 183.33,
        cgst: 0,
        sgst: 0,
        igst: 9.17,
      },
    ]);
    expect(receipt.totals).toEqual(bill.totals);
    expect(receipt.totals).toMatchObject({ taxableValue: 1100, igst: 174.17, invoiceTotal: 1274 });
    // The shop's copy has the same lines.
    expect(bill.items.map(({ productId: _, ...line }) => line)).toEqual(receipt.items);
  });

  it('takes a line’s discount out of a price that includes the tax', async () => {
    const { api } = await registeredShopWithBillApi(app);
    const bill = await api.createOk(
      billPayload({
        items: [{ name: 'Screen repair', quantity: 1, price: 1180 }],
        payment: { mode: 'cash', amountPaid: 0, discount: { type: 'percent', value: 10 } },
      }),
    );

    const [line] = (await receiptOf(bill.shareToken)).items;

    // ₹1,180 less 10 % is ₹1,062 with the tax in it: ₹900 taxable, ₹81 + ₹81.
    expect(line).toMatchObject({ discount: 118, taxableValue: 900, cgst: 81, sgst: 81 });
  });

  it('is a bill of supply for a composition shop, without tax, named by the shop when no legal name is set', async () => {
    const { api } = await registeredShopWithBillApi(app, { registration: 'composition' });
    const bill = await api.createOk(
      billPayload({ items: [{ name: 'Thali', quantity: 2, price: 120.4 }] }),
    );

    const receipt = await receiptOf(bill.shareToken);

    expect(receipt.gst).toMatchObject({
      documentType: 'bill_of_supply',
      supplier: { gstin: SHOP_GSTIN },
      customerGstin: null,
      customerAddress: null,
      placeOfSupply: '27',
    });
    expect(receipt.gst?.supplier.legalName).toBeTruthy();
    expect(receipt.items[0]).toMatchObject({ gstRate: 0, cgst: 0, sgst: 0, igst: 0, discount: 0 });
    expect(receipt.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 0, invoiceTotal: 241 });
  });

  it('leaves a shop without GST’s receipt as it was, and stores no address', async () => {
    const { api } = await shopWithBillApi(app);
    const bill = await api.createOk(
      billPayload({ gst: { customerGstin: CUSTOMER_GSTIN, customerAddress: '12 MG Road' } }),
    );

    const receipt = await receiptOf(bill.shareToken);

    expect(receipt).not.toHaveProperty('gst');
    expect(receipt.items).toEqual([
      { name: 'Shirt', quantity: 2, price: 100 },
      { name: 'Button', quantity: 1, price: 50.5 },
    ]);
    const [row] = await getDatabase()
      .db.select({ customerAddress: bills.customerAddress })
      .from(bills)
      .where(eq(bills.id, bill._id));
    expect(row).toEqual({ customerAddress: null });
  });
});
