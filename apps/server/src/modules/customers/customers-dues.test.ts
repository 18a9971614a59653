import type { CustomerDto } from '@khatabill/domain';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { billPayload, billRequests } from '../../test/bills';
import { customerRequests } from '../../test/customers';
import { dashboardRequests } from '../../test/dashboard';
import { describeEachDatabase } from '../../test/db';
import { createTestShop } from '../../test/factories';

describeEachDatabase('customer dues', (getDatabase) => {
  const app = useTestApp(getDatabase);
  const { addCustomer, recordEntry } = customerRequests(app);

  async function shop() {
    const { token } = await createTestShop(app());
    /** A customer whose balance is `balance` rupees (negative: owes the shop). */
    async function customerWith(name: string, balance: number): Promise<CustomerDto> {
      const customer = await addCustomer(token, name);
      if (balance !== 0) {
        const type = balance < 0 ? 'debit' : 'credit';
        const response = await recordEntry(token, customer, type, Math.abs(balance));
        expect(response.statusCode, response.body).toBe(200);
      }
      return { ...customer, balance };
    }
    return { token, customerWith, dashboard: dashboardRequests(app, token) };
  }

  it('adds up what customers owe, counts them and lists the five who owe the most', async () => {
    const { token, customerWith, dashboard } = await shop();
    await customerWith('Small', -10);
    const big = await customerWith('Big', -500);
    await customerWith('Odd paise', -120.75);
    await customerWith('Ninety', -90);
    await customerWith('Eighty', -80);
    await customerWith('Seventy', -70);
    await customerWith('Advance', 300);
    await customerWith('Settled', 0);
    // A bill paid short leaves a due of its own: ₹250.50.
    await billRequests(app, token).createOk(billPayload({ name: 'Billed' }));

    const dues = await dashboard.dues();

    expect(dues.totalDue).toBe(1121.25);
    expect(dues.customersOwing).toBe(7);
    expect(dues.top.map(({ name, balance }) => [name, balance])).toEqual([
      ['Big', -500],
      ['Billed', -250.5],
      ['Odd paise', -120.75],
      ['Ninety', -90],
      ['Eighty', -80],
    ]);
    expect(dues.top[0]).toEqual(big);
  });

  it("answers nothing owed for a shop whose customers owe nothing, whatever other shops' do", async () => {
    const other = await shop();
    await other.customerWith('Owes elsewhere', -1000);
    const { customerWith, dashboard } = await shop();
    await customerWith('Advance', 50);

    expect(await dashboard.dues()).toEqual({ totalDue: 0, customersOwing: 0, top: [] });
  });

  it('is not taken for a customer id', async () => {
    const { dashboard } = await shop();

    expect((await dashboard.get('/api/customers/dues')).statusCode).toBe(200);
    expect((await dashboard.get('/api/customers/not-an-id')).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/api/customers/dues' })).statusCode).toBe(
      401,
    );
  });
});
