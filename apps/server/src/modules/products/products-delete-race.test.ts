import type { ProductDto } from '@khatabill/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { followups, products } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { customerRequests } from '../../test/customers';
import { describeEachDatabase, openAnotherPool } from '../../test/db';
import { createTestShop, shopRequest } from '../../test/factories';

// A product deleted while a follow-up for it is being booked (two transactions side by side,
// so PostgreSQL only): the delete waits for the booking and then unlinks it, never a 500.
describeEachDatabase('deleting a product while it is being booked', (getDatabase, kind) => {
  const app = useTestApp(getDatabase);

  it.skipIf(kind === 'pglite')('waits for the booking, then unlinks it', async () => {
    const { token, user } = await createTestShop(app());
    const send = shopRequest(app, token);
    const customer = await customerRequests(app).addCustomer(token, 'Ravi Kumar');
    const product = (await send('POST', '/api/products', { name: 'Screen', price: 10 })).json<{
      data: ProductDto;
    }>().data;
    const booking = await openAnotherPool(getDatabase());
    try {
      let deleting: ReturnType<typeof send> | undefined;
      await booking.db.transaction(async (tx) => {
        // What a follow-up create holds: the product in key share, then its own row.
        await tx
          .select()
          .from(products)
          .where(and(eq(products.tenantId, user._id), eq(products.id, product._id)))
          .for('key share');
        await tx.insert(followups).values({
          tenantId: user._id,
          customerId: customer._id,
          productId: product._id,
          scheduledAt: new Date(Date.now() + 86_400_000),
          remindBefore: '1h',
          notifyAt: new Date(Date.now() + 82_800_000),
        });
        deleting = send('DELETE', `/api/products/${product._id}`);
        // Long enough for the delete to reach the lock it must wait for.
        await tx.execute(sql`select pg_sleep(0.3)`);
      });
      const deleted = await deleting;

      expect(deleted?.statusCode, deleted?.body).toBe(200);
      const [booked] = await app()
        .db.select({ productId: followups.productId })
        .from(followups)
        .where(eq(followups.tenantId, user._id));
      expect(booked).toEqual({ productId: null });
    } finally {
      await booking.close();
    }
  });
});
