import { MESSAGES } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';

describeEachDatabase('a product’s GST', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const { token } = await createTestShop(app());
    return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app().inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) });
  }

  it('keeps its HSN, rate and unit, answers them once set, and keeps them through an older client’s save', async () => {
    const send = await shop();
    const plain = (await send('POST', '/api/products', { name: 'Tea', price: 12 })).json().data;
    const created = await send('POST', '/api/products', {
      name: 'Charger',
      price: 499,
      hsn: '8504',
      gstRate: '18',
      unit: 'PCS',
    });

    expect(plain).toEqual({ _id: expect.any(String), name: 'Tea', price: 12 });
    expect(created.statusCode).toBe(201);
    const charger = created.json().data;
    expect(charger).toEqual({
      _id: expect.any(String),
      name: 'Charger',
      price: 499,
      hsn: '8504',
      gstRate: 18,
      unit: 'PCS',
    });

    const renamed = await send('PUT', `/api/products/${charger._id}`, {
      name: 'Fast charger',
      price: 549,
    });
    expect(renamed.json().data).toMatchObject({ hsn: '8504', gstRate: 18, unit: 'PCS' });

    const cleared = await send('PUT', `/api/products/${charger._id}`, {
      name: 'Fast charger',
      price: 549,
      hsn: '',
      gstRate: null,
      unit: null,
    });
    expect(cleared.json().data).toEqual({ _id: charger._id, name: 'Fast charger', price: 549 });

    const zeroRated = await send('PUT', `/api/products/${charger._id}`, {
      name: 'Fast charger',
      price: 549,
      gstRate: 0,
    });
    expect(zeroRated.json().data.gstRate).toBe(0);
  });

  describe('refuses with the field message, and saves nothing', () => {
    it.each([
      [{ hsn: '12345' }, { hsn: MESSAGES.hsnInvalid }],
      [{ hsn: '99871' }, { hsn: MESSAGES.hsnInvalid }],
      [{ gstRate: 12 }, { gstRate: MESSAGES.gstRateInvalid }],
      [{ gstRate: 'x'.repeat(10_000) }, { gstRate: MESSAGES.gstRateInvalid }],
      [{ unit: 'KG' }, { unit: MESSAGES.gstUnitInvalid }],
    ])('%o', async (gst, errors) => {
      const send = await shop();

      const response = await send('POST', '/api/products', { name: 'Charger', price: 499, ...gst });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
      expect((await send('GET', '/api/products')).json().data).toEqual([]);
    });
  });
});
