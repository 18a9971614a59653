import { expect, expectNoSidewaysScroll, signupViaApi, test, useSessionIn } from './fixtures';

// The shop screens are used on cheap phones: nothing may scroll sideways at 360 px,
// even with long product names and lakh-sized amounts in the lists.
test('shop screens fit a 360 px phone with real data in them', async ({ page, request }) => {
  const shop = await signupViaApi(request, {
    shopName: 'Sharma Mobile Care and Accessories',
    billingMode: ['product', 'service'],
    businessType: 'mobile-laptop-repair',
  });
  const headers = { authorization: `Bearer ${shop.token}` };
  for (const [name, price] of [
    ['Battery replacement with 6 months warranty', 12450.5],
    ['Screen guard', 199],
  ] as const) {
    expect((await request.post('/api/products', { headers, data: { name, price } })).status()).toBe(
      201,
    );
  }
  const bill = await request.post('/api/bills', {
    headers,
    data: {
      name: 'Ravi Kumar Srinivasan',
      mobile: '9876543210',
      items: [{ name: 'Battery replacement with 6 months warranty', quantity: 12, price: 12450.5 }],
      payment: { amountPaid: 1000 },
      status: 'under_service',
    },
  });
  expect(bill.status()).toBe(201);
  const me = await request.get('/api/auth/me', { headers });
  await useSessionIn(page, { token: shop.token, user: (await me.json()).data });
  await page.setViewportSize({ width: 360, height: 780 });

  for (const path of ['/create-bill', '/bill-book', '/clients', '/products', '/setup']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, `${path} at 360 px`);
  }
});
