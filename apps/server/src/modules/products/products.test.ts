import type { ProductDto } from '@khatabill/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { followups } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/db';
import { authHeader, createTestShop } from '../../test/factories';
import { billPayload, billRequests } from '../../test/bills';
import { PRODUCT_NOT_FOUND } from '../../messages';
import { errorBody } from '../../plugins/error-handler';

describeEachDatabase('products API', (getDatabase) => {
  const app = useTestApp(getDatabase);

  async function shop() {
    const { token, user } = await createTestShop(app());
    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app().inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) });
    const create = async (name: string, price: number | string): Promise<ProductDto> => {
      const response = await send('POST', '/api/products', { name, price });
      expect(response.statusCode).toBe(201);
      return response.json().data;
    };
    return { token, shopId: user._id, send, create };
  }

  it('creates, lists by name, edits and deletes a product, in rupees', async () => {
    const { send, create } = await shop();
    const tea = await create('tea', '12.50');
    await create('Biscuit', 10);
    await create('Coffee', 20.25);

    const edited = await send('PUT', `/api/products/${tea._id}`, { name: 'Masala Tea', price: 15 });
    const deleted = await send('DELETE', `/api/products/${(await create('Gone', 1))._id}`);
    const list = await send('GET', '/api/products');
    const minimal = await send('GET', '/api/products/minimal');

    expect(tea).toEqual({ _id: expect.any(String), name: 'tea', price: 12.5 });
    expect(edited.json().data).toEqual({ _id: tea._id, name: 'Masala Tea', price: 15 });
    expect(deleted.statusCode).toBe(200);
    const names = list.json().data.map((product: ProductDto) => [product.name, product.price]);
    expect(names).toEqual([
      ['Biscuit', 10],
      ['Coffee', 20.25],
      ['Masala Tea', 15],
    ]);
    expect(minimal.json().data).toEqual(list.json().data);
  });

  it('answers 404 for another shop’s product, and changes nothing', async () => {
    const owner = await shop();
    const stranger = await shop();
    const product = await owner.create('Soap', 30);

    const edited = await stranger.send('PUT', `/api/products/${product._id}`, {
      name: 'Mine',
      price: 1,
    });
    const deleted = await stranger.send('DELETE', `/api/products/${product._id}`);
    const malformed = await stranger.send('DELETE', '/api/products/not-an-id');

    for (const response of [edited, deleted, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody(PRODUCT_NOT_FOUND));
    }
    expect((await stranger.send('GET', '/api/products')).json().data).toEqual([]);
    expect((await owner.send('GET', '/api/products')).json().data).toEqual([product]);
  });

  it('deletes a product that bills and follow-ups use: they keep their items, without the link', async () => {
    const { token, shopId, send, create } = await shop();
    const shirt = await create('Shirt', 100);
    const bill = await billRequests(app, token).createOk(
      billPayload({ items: [{ name: 'Shirt', quantity: 1, price: 100, productId: shirt._id }] }),
    );
    const customerId = bill.customerId ?? '';
    await app().db.insert(followups).values({
      tenantId: shopId,
      customerId,
      productId: shirt._id,
      scheduledAt: new Date(),
      remindBefore: '1h',
      notifyAt: new Date(),
    });

    const deleted = await send('DELETE', `/api/products/${shirt._id}`);

    expect(deleted.statusCode).toBe(200);
    const kept = await billRequests(app, token).get(bill._id);
    expect(kept.json().data.items).toEqual([
      { name: 'Shirt', quantity: 1, price: 100, productId: null },
    ]);
    const [followup] = await app()
      .db.select()
      .from(followups)
      .where(eq(followups.tenantId, shopId));
    expect(followup?.productId).toBeNull();
    expect(bill.items[0]?.productId).toBe(shirt._id);
  });

  it('refuses a missing name or a price that is zero or has three decimals with 400', async () => {
    const { send } = await shop();

    const noName = await send('POST', '/api/products', { name: ' ', price: 10 });
    const zero = await send('POST', '/api/products', { name: 'Free', price: 0 });
    const fine = await send('POST', '/api/products', { name: 'Fine', price: 1.005 });

    expect(noName.json()).toMatchObject({ errors: { name: 'Name is required' } });
    expect(zero.json()).toMatchObject({ errors: { price: 'Price must be greater than 0' } });
    expect(fine.statusCode).toBe(400);
    expect((await send('GET', '/api/products')).json().data).toEqual([]);
  });
});
