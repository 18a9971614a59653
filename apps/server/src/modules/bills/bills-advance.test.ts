import fs from 'node:fs';
import path from 'node:path';
import {
  paise,
  type BillDto,
  type CustomerDetailDto,
  type PublicReceiptDto,
} from '@khatabill/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { bills } from '../../db/schema';
import { useTestApp } from '../../test/app';
import type { billRequests } from '../../test/bills';
import { billPayload, shopWithBillApi } from '../../test/bills';
import { describeEachDatabase } from '../../test/db';

// An advance above the bill (items less discount) is the customer's money: the khata credits
// it, so the bill, its receipt and the Bill Book show it as to return.

describeEachDatabase('an advance above the bill', (getDatabase) => {
  const app = useTestApp(getDatabase);

  /** One ₹100 item with a ₹1,000 advance, nothing paid. */
  const overAdvanced = (overrides: Record<string, unknown> = {}) =>
    billPayload({
      items: [{ name: 'Screen guard', quantity: 1, price: 100 }],
      customFields: { serviceFields: {}, serviceInfo: { 'Advance Amount': '1000' } },
      ...overrides,
    });

  async function customerOf(send: ReturnType<typeof billRequests>['send'], bill: BillDto) {
    const response = await send('GET', `/api/customers/${bill.customerId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CustomerDetailDto }>().data;
  }

  it('is to return on the bill, its public receipt and the Bill Book, as the khata credits it', async () => {
    const { api } = await shopWithBillApi(app);

    const bill = await api.createOk(overAdvanced());

    const totals = {
      itemsTotal: 100,
      discountAmount: 0,
      advanceAmount: 1000,
      finalTotal: 0,
      pending: 0,
      toReturn: 900,
    };
    expect(bill.totals).toEqual(totals);
    const receipt = await app().inject({ url: `/api/public/bills/${bill.shareToken}` });
    expect(receipt.json<{ data: PublicReceiptDto }>().data.totals).toEqual(totals);
    const found = await api.search(`q=${bill.invoiceNumber}`);
    expect(found.json<{ data: BillDto[] }>().data.map((row) => row.totals)).toEqual([totals]);
    expect((await customerOf(api.send, bill)).balance).toBe(900);
  });

  it('adds money received on completion to what is to return', async () => {
    const { api } = await shopWithBillApi(app);
    const bill = await api.createOk(
      overAdvanced({ status: 'under_service', payment: { amountPaid: 20 } }),
    );
    expect(bill.totals).toMatchObject({ finalTotal: 0, pending: 0, toReturn: 920 });

    const completed = await api.setStatus(bill._id, 'completed', { amountReceived: 30 });

    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<{ data: BillDto }>().data.totals).toMatchObject({
      pending: 0,
      toReturn: 950,
    });
    expect((await customerOf(api.send, bill)).balance).toBe(950);
  });

  it('is given, by a migration, to the bills saved when only the amount paid was to return', async () => {
    const { api, shopId } = await shopWithBillApi(app);
    const bill = await api.createOk(overAdvanced({ payment: { amountPaid: 20 } }));
    const fair = await api.createOk(billPayload({ payment: { amountPaid: 300 } }));
    const ofBill = (id: string) => and(eq(bills.tenantId, shopId), eq(bills.id, id));
    // As such a bill was stored before: its final total 0, only the amount paid to return.
    await app()
      .db.update(bills)
      .set({ toReturn: paise(2000) })
      .where(ofBill(bill._id));

    const migration = fs.readdirSync(MIGRATIONS_FOLDER).find((file) => file.startsWith('0012_'));
    await app().db.execute(
      sql.raw(fs.readFileSync(path.join(MIGRATIONS_FOLDER, migration ?? ''), 'utf8')),
    );

    const toReturn = async (id: string) =>
      (await app().db.select({ toReturn: bills.toReturn }).from(bills).where(ofBill(id)))[0];
    expect(await toReturn(bill._id)).toEqual({ toReturn: 92000 });
    expect(fair.totals.toReturn).toBe(49.5);
    expect(await toReturn(fair._id)).toEqual({ toReturn: 4950 });
  });
});
