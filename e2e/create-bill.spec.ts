import type { Locator } from '@playwright/test';
import {
  authHeader,
  billItem,
  createViaApi,
  expect,
  fillCustomer,
  fillItem,
  signUpServiceShop,
  signUpShop,
  test,
} from './fixtures';

test.use({ viewport: { width: 360, height: 780 } });

/** The amount beside a `<dt>` label inside `scope`. */
const amountOf = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

test('a product bill with a percent discount and part payment is shared, and its public receipt matches', async ({
  page,
  context,
  request,
}) => {
  const shop = await signUpShop(request, page, { shopName: 'Sharma Mobile Repair' });
  await createViaApi(request, shop, '/api/products', { name: 'Screen guard', price: 150.5 });
  await page.goto('/create-bill');

  await fillCustomer(page, 'Asha Verma', '9876543210');
  await page.getByRole('button', { name: 'Choose Products' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Products' });
  const guard = picker.getByRole('button', { name: /Screen guard/ });
  await guard.click();
  await guard.click();
  await expect(guard).toContainText('In bill: 2');
  await picker.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Add Products' }).click();
  await fillItem(page, 2, 'Battery', '1200');

  await page.getByLabel('Discount Type').selectOption('percent');
  await page.getByLabel('Discount Value').fill('10');
  await page.getByLabel('Amount Paid').fill('1000');
  const summary = page.getByRole('tabpanel', { name: 'Payment Breakdown' });
  await expect(amountOf(summary, 'Base Amount')).toHaveText('₹1,501');
  await expect(amountOf(summary, 'Discount')).toHaveText('-₹150.10');
  await expect(amountOf(summary, 'Final Total')).toHaveText('₹1,350.90');
  await expect(summary.getByText('Pending ₹350.90 (marked GIVE in the khata)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Save & Done' }).click();
  await expect(page.getByText('Bill created successfully')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Share Bill' });
  await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919876543210\?text=.*Sharma%20Mobile%20Repair/,
  );
  await dialog.getByRole('button', { name: 'Get Link' }).click();
  const link = await dialog.getByLabel('Bill link').inputValue();
  expect(link).toMatch(/\/your-bill\/[A-Za-z0-9_-]{22}$/);

  const receiptPage = await context.newPage();
  await receiptPage.goto(link);
  const receipt = receiptPage.getByRole('article', { name: /^Bill INV-/ });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole('row', { name: /Screen guard/ })).toContainText('2 × ₹150.50');
  await expect(receipt.getByRole('row', { name: /Battery/ })).toContainText('1 × ₹1,200');
  await expect(amountOf(receipt, 'Base Amount')).toHaveText('₹1,501');
  await expect(amountOf(receipt, 'Discount \\(10%\\)')).toHaveText('₹150.10');
  await expect(amountOf(receipt, 'Final Total')).toHaveText('₹1,350.90');
  await expect(amountOf(receipt, 'Amount Paid')).toHaveText('₹1,000');
  await expect(amountOf(receipt, 'Pending')).toHaveText('₹350.90');
  await receiptPage.close();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Customer Name')).toHaveValue('');
});

test('a service shop saves a Pending bill with an advance', async ({ page, request }) => {
  await signUpServiceShop(request, page);
  await page.goto('/create-bill');
  await expect(page.getByRole('button', { name: 'Pending', exact: true })).toBeVisible();

  await fillCustomer(page, 'Ramesh Kumar', '9812345678');
  await fillItem(page, 1, 'Screen replacement', '2500');
  await page.getByLabel('IMEI').fill('356938035643809');
  await page.getByRole('tab', { name: 'Service Handling' }).click();
  await page.getByLabel('Assigned To').fill('Vikas');
  await page.getByLabel('Advance Amount').fill('500');
  await page.getByRole('tab', { name: 'Payment Breakdown' }).click();
  const summary = page.getByRole('tabpanel', { name: 'Payment Breakdown' });
  await expect(amountOf(summary, 'Advance Paid')).toHaveText('₹500');
  await expect(amountOf(summary, 'Final Total')).toHaveText('₹2,000');

  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(page.getByText('Bill created successfully')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Share Bill' });
  await expect(dialog).toContainText('356938035643809');
  await dialog.getByRole('button', { name: 'Get Link' }).click();
  const token = (await dialog.getByLabel('Bill link').inputValue()).split('/').pop();

  const stored = await request.get(`/api/public/bills/${token}`);
  const receipt = (await stored.json()).data;
  expect(receipt.status).toBe('under_service');
  expect(receipt.totals).toMatchObject({ itemsTotal: 2500, advanceAmount: 500, finalTotal: 2000 });
  expect(receipt.customFields.serviceInfo).toEqual([
    { label: 'Assigned To', value: 'Vikas' },
    { label: 'Advance Amount', value: '500' },
  ]);
});

test('On Hold saves a draft and resets the form', async ({ page, request }) => {
  const shop = await signUpShop(request, page, { shopName: 'Hold Test Store' });
  await page.goto('/create-bill');

  await fillCustomer(page, 'Sunita Devi', '9823456789');
  await fillItem(page, 1, 'Charger', '499');
  await page.getByRole('button', { name: 'On Hold' }).click();

  await expect(page.getByText('Bill saved as On Hold')).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue('');
  await expect(billItem(page, 1).getByLabel('Product name')).toHaveValue('');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const drafts = await request.get('/api/bills/search?search=Sunita', {
    headers: authHeader(shop.token),
  });
  expect((await drafts.json()).data).toEqual([
    expect.objectContaining({ name: 'Sunita Devi', status: 'draft' }),
  ]);
});
