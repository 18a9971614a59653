import { API_MESSAGES, toShopDay, type BillDto, type Gstr1Dto } from '@khatabill/domain';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { billPayload, shopWithBillApi } from '../../test/bills';
import { describeEachDatabase } from '../../test/db';
import { authHeader } from '../../test/factories';

const SHOP_GSTIN = '27AAPFU0939F1ZV';
const CUSTOMER_GSTIN = '29AAGCB7383J1Z4';

describeEachDatabase('GSTR-1', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const today = toShopDay(new Date());
  const period = `from=${today}&to=${today}`;

  async function shop(registration: string | null = 'regular') {
    const shop = await shopWithBillApi(app);
    if (registration) {
      await app().inject({
        method: 'PUT',
        url: '/api/auth/settings',
        headers: authHeader(shop.token),
        payload: {
          gst: { registration, gstin: SHOP_GSTIN, defaultRate: 18, defaultHsn: '998713' },
        },
      });
    }
    return shop;
  }

  it('reports a period’s tax invoices in their tables, adding up to the bills', async () => {
    const { api } = await shop();
    const bills: BillDto[] = [
      await api.createOk(
        billPayload({
          items: [{ name: 'Repair', quantity: 2, price: 590 }],
          gst: { customerGstin: CUSTOMER_GSTIN },
        }),
      ),
      await api.createOk(
        billPayload({ items: [{ name: 'Cover', quantity: 1, price: 118, hsn: '3926' }] }),
      ),
      await api.createOk(
        billPayload({
          items: [{ name: 'Laptop', quantity: 1, price: 118_000, hsn: '84713010', unit: 'PCS' }],
          gst: { placeOfSupply: '29' },
        }),
      ),
    ];
    // Not invoices yet: a pending bill and a draft.
    await api.createOk(billPayload({ status: 'under_service' }));
    await api.createOk(billPayload({ status: 'draft' }));

    const response = await api.send('GET', `/api/gst/gstr1?${period}`);

    expect(response.statusCode).toBe(200);
    const gstr1: Gstr1Dto = response.json().data;
    expect(gstr1.b2b).toEqual([
      {
        customerGstin: CUSTOMER_GSTIN,
        customerName: 'Asha Verma',
        reverseCharge: 'N',
        invoiceNumber: bills[0]?.invoiceNumber,
        invoiceDate: today,
        invoiceValue: 1180,
        placeOfSupply: '29-Karnataka',
        rate: 18,
        taxableValue: 1000,
        igst: 180,
        cgst: 0,
        sgst: 0,
      },
    ]);
    expect(gstr1.b2cl).toMatchObject([
      {
        invoiceNumber: bills[2]?.invoiceNumber,
        invoiceValue: 118_000,
        taxableValue: 100_000,
        igst: 18_000,
      },
    ]);
    expect(gstr1.b2cs).toEqual([
      { placeOfSupply: '27-Maharashtra', rate: 18, taxableValue: 100, igst: 0, cgst: 9, sgst: 9 },
    ]);
    expect(gstr1.hsnB2b).toMatchObject([
      { hsn: '998713', unit: 'NOS', quantity: 2, totalValue: 1180 },
    ]);
    expect(gstr1.hsnB2c.map((row) => [row.hsn, row.unit, row.taxableValue])).toEqual([
      ['3926', 'NOS', 100],
      ['84713010', 'PCS', 100_000],
    ]);
    expect(gstr1.documents).toEqual([
      {
        series: bills[0]?.invoiceNumber.replace(/[0-9]+$/, ''),
        first: bills[0]?.invoiceNumber,
        last: bills[2]?.invoiceNumber,
        count: 3,
        cancelled: 0,
      },
    ]);
    const sum = (rows: { taxableValue: number }[]) =>
      Math.round(rows.reduce((total, row) => total + row.taxableValue * 100, 0));
    const billed = sum(bills.map((bill) => ({ taxableValue: bill.totals.taxableValue ?? NaN })));
    expect(sum([...gstr1.b2b, ...gstr1.b2cl, ...gstr1.b2cs])).toBe(billed);
    expect(sum([...gstr1.hsnB2b, ...gstr1.hsnB2c])).toBe(billed);

    // The dashboard's output tax is the same tax.
    const summary = (await api.send('GET', `/api/bills/summary?${period}`)).json().data;
    expect(summary.outputTax).toEqual({ cgst: 9, sgst: 9, igst: 18_180, total: 18_198 });
  });

  it('shows no output tax on the dashboard of a shop that files no GSTR-1', async () => {
    for (const { api } of [await shop(null), await shop('composition')]) {
      await api.createOk();
      const summary = (await api.send('GET', `/api/bills/summary?${period}`)).json().data;
      expect(summary).not.toHaveProperty('outputTax');
    }
  });

  it('gives each table as the offline tool’s sheet', async () => {
    const { api } = await shop();
    const bill = await api.createOk(
      billPayload({
        items: [{ name: 'Repair', quantity: 1, price: 590 }],
        gst: { customerGstin: CUSTOMER_GSTIN },
      }),
    );

    const b2b = await api.send('GET', `/api/gst/gstr1.csv?${period}&table=b2b`);
    const docs = await api.send('GET', `/api/gst/gstr1.csv?${period}&table=docs`);

    expect(b2b.statusCode).toBe(200);
    expect(b2b.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row] = b2b.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
    );
    expect(row?.split(',').slice(0, 7)).toEqual([
      CUSTOMER_GSTIN,
      'Asha Verma',
      bill.invoiceNumber,
      expect.stringMatching(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/),
      '590',
      '29-Karnataka',
      'N',
    ]);
    expect(docs.body).toContain(
      `Invoices for outward supply,${bill.invoiceNumber},${bill.invoiceNumber},1,0`,
    );
  });

  it('is for a regular registration only, and takes a period of at most a year', async () => {
    const plain = await shop(null);
    const composition = await shop('composition');
    const regular = await shop();

    for (const { api } of [plain, composition]) {
      const response = await api.send('GET', `/api/gst/gstr1?${period}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(API_MESSAGES.gstr1NeedsRegularGst);
    }
    const tooLong = await regular.api.send('GET', '/api/gst/gstr1?from=2025-01-01&to=2026-06-30');
    const noTable = await regular.api.send('GET', `/api/gst/gstr1.csv?${period}&table=gstr3b`);
    expect(tooLong.statusCode).toBe(400);
    expect(noTable.statusCode).toBe(400);
  });
});
