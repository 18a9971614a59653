import type { BillDto, BillSaveResult } from '@khatabill/domain';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import { balancesOf, billCountOf, billPayload, billRequests } from '../../test/bills';

describeEachDatabase('Invoice numbers across prefix changes', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const settingsOf = (token: string) => (payload: object) =>
    app().inject({ method: 'PUT', url: '/api/auth/settings', headers: authHeader(token), payload });

  it('never collide and never stop billing when a new prefix spells an old number', async () => {
    const { token } = await createTestShop(app());
    const bills = billRequests(app, token);
    const setPrefix = async (invoicePrefix: string) => {
      const response = await settingsOf(token)({ invoicePrefix });
      expect(response.statusCode).toBe(200);
    };
    const save = async (status = 'completed') => {
      const response = await bills.upsert(billPayload({ status }));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<BillSaveResult>().data.invoiceNumber;
    };

    await setPrefix('A1');
    const numbers = [await save()];
    await setPrefix('A');
    for (let bill = 2; bill <= 10; bill += 1) numbers.push(await save());
    // Counter 11 under "A" spells A11, the first bill's number: it moves on to A12.
    numbers.push(await save('draft'));
    for (let bill = 0; bill < 20; bill += 1)
      numbers.push(await save(bill % 3 ? 'completed' : 'draft'));

    expect(numbers.slice(0, 11)).toEqual([
      'A11',
      'A2',
      'A3',
      'A4',
      'A5',
      'A6',
      'A7',
      'A8',
      'A9',
      'A10',
      'A12',
    ]);
    expect(numbers.slice(11)).toEqual(Array.from({ length: 20 }, (_, i) => `A${13 + i}`));
  });

  it('skips a whole run of numbers taken under an older prefix in one save', async () => {
    const { token } = await createTestShop(app());
    const bills = billRequests(app, token);
    const settings = settingsOf(token);

    // "B1" + 1…5 takes B11…B15; then "B" from 11 must skip all five.
    await settings({ invoicePrefix: 'B1' });
    for (let bill = 0; bill < 5; bill += 1) await bills.createOk();
    await settings({ invoicePrefix: 'B', invoiceStartNumber: 11 });

    const next = await bills.createOk();
    const after = await bills.createOk();

    expect([next.invoiceNumber, after.invoiceNumber]).toEqual(['B16', 'B17']);
  });

  it('writes, counts and posts a bill whose first number was taken exactly once', async () => {
    const { token, user } = await createTestShop(app());
    const bills = billRequests(app, token);
    const settings = settingsOf(token);
    await settings({ invoicePrefix: 'C1' });
    await bills.createOk(); // C11
    await settings({ invoicePrefix: 'C', invoiceStartNumber: 11 });

    // A counted bill with khata entries, a balance and a share token meets the taken C11.
    const payload = billPayload({
      payment: { mode: 'upi', amountPaid: 50, discount: { type: 'amount', value: 0 } },
    });
    const response = await bills.upsert(payload, 'taken-number');
    expect(response.statusCode, response.body).toBe(201);
    const { data, usage } = response.json<BillSaveResult>();
    expect(data.invoiceNumber).toBe('C12');
    expect(usage.bills.used).toBe(2);
    const stored = await bills.get(data._id);
    expect(stored.json<{ data: BillDto }>().data).toEqual(data);
    expect(data.items).toHaveLength(2);
    expect(data.statusTimeline).toHaveLength(1);
    expect(await billCountOf(app().db, user._id)).toBe(2);
    const balances = await balancesOf(app(), user._id);
    const customer = balances.find((row) => row.mobile.endsWith(String(payload.mobile)));
    expect(customer).toMatchObject({ stored: -20_050, fromEntries: -20_050 });

    const replay = await bills.upsert(payload, 'taken-number');
    expect(replay.json<BillSaveResult>()).toEqual(response.json<BillSaveResult>());
    const next = await bills.upsert(billPayload());
    expect(next.json<BillSaveResult>().data.invoiceNumber).toBe('C13');
    expect(next.json<BillSaveResult>().usage.bills.used).toBe(3);
  });
});
