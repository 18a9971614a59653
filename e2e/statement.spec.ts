import { createBillViaApi, expect, signUpShop, test } from './fixtures';

// The smallest phone the app is designed for (product §13).
test.use({ viewport: { width: 360, height: 640 } });

test('Share statement sends the khata link on WhatsApp; the page shows it in the customer’s words; Reset link retires it', async ({
  page,
  request,
}) => {
  const shop = await signUpShop(request, page, { shopName: 'Sharma Store' });
  const bill = await createBillViaApi(request, shop, {
    name: 'Meera Iyer',
    mobile: '9876543210',
    items: [{ name: 'Charger', quantity: 1, price: 1250 }],
    payment: { mode: 'cash', amountPaid: 500, discount: { type: 'amount', value: 0 } },
    customFields: { serviceFields: {}, serviceInfo: { 'Advance Amount': '200' } },
    status: 'completed',
  });
  const invoice = bill.invoiceNumber;

  await page.goto('/clients');
  await page.getByRole('button', { name: 'Meera Iyer', exact: true }).click();
  await page.getByRole('button', { name: 'Share statement' }).click();
  const whatsapp = page.getByRole('link', { name: 'Send statement on WhatsApp' });
  await expect(whatsapp).toBeVisible();
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
  const text = decodeURIComponent(href.split('text=')[1] ?? '');
  expect(text).toContain('Hello Meera Iyer, your khata with Sharma Store: You owe ₹550.');
  const link = /(http\S+\/s\/[A-Za-z0-9_-]{22})/.exec(text)?.[1] ?? '';
  expect(link).not.toBe('');

  const customerPage = await page.context().newPage();
  await customerPage.goto(link);
  await expect(customerPage.getByRole('heading', { name: 'Khata statement' })).toBeVisible();
  await expect(customerPage.getByText('98******10')).toBeVisible();
  await expect(customerPage.getByText('You owe ₹550').first()).toBeVisible();
  // In the customer's words, newest first: the bill's charge below the advance and payment
  // on it, so each balance is the receipt's (Final Total ₹1,050, Pending ₹550).
  await expect(
    customerPage.getByRole('list', { name: 'Entries' }).getByRole('listitem'),
  ).toHaveText([
    new RegExp(`^You paid on ${invoice} ₹500.*You owe ₹550$`),
    new RegExp(`^Advance paid on ${invoice} ₹200.*You owe ₹1,050$`),
    new RegExp(`^Bill ${invoice} ₹1,250.*Receipt ${invoice}.*You owe ₹1,250$`),
  ]);
  await expect(customerPage.getByRole('link', { name: `Receipt ${invoice}` })).toHaveAttribute(
    'href',
    `/your-bill/${bill.shareToken}`,
  );
  const overflow = await customerPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByText('Statement link reset. The old link no longer opens.')).toBeVisible();
  const response = await customerPage.goto(link);
  expect(response?.status()).toBe(404);
  await expect(customerPage.getByText('This statement link is not valid any more')).toBeVisible();
});
