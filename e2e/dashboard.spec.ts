import { toShopDay } from '@khatabill/domain';
import type { Page } from '@playwright/test';
import { createBillViaApi, createViaApi, expect, signUpShop, test } from './fixtures';

// The smallest phone the app is made for (product §13).
test.use({ viewport: { width: 360, height: 640 } });

const card = (page: Page, label: string) => page.locator(`[data-summary-card="${label}"] dd`);

test('two bills and an expense add up on the dashboard; a reminder due today opens its bill', async ({
  page,
  request,
}) => {
  // A new shop is on its trial: every card, the custom range and expenses are open to it.
  const shop = await signUpShop(request, page, { name: 'Meena Iyer', shopName: 'Iyer Mobiles' });
  const today = toShopDay(new Date());
  const reminded = await createBillViaApi(request, shop, {
    name: 'Ravi Kumar',
    mobile: '9876543210',
    items: [{ name: 'Battery', quantity: 2, price: 1200 }],
    payment: { amountPaid: 2400 },
    status: 'completed',
    reminder: {
      enabled: true,
      date: today,
      message: 'Your battery check is due',
      frequency: 'none',
    },
  });
  await createBillViaApi(request, shop, {
    name: 'Asha Verma',
    mobile: '9123456780',
    items: [{ name: 'Screen guard', quantity: 3, price: 150 }],
    payment: { amountPaid: 0, discount: { type: 'amount', value: 50 } },
    status: 'under_service',
  });
  await createViaApi(request, shop, '/api/expenses/create', {
    category: 'Rent',
    amount: 500,
    date: today,
  });

  await page.goto('/dashboard');
  await expect(page.getByText('Welcome, Meena Iyer')).toBeVisible();
  // This month by default: 2 bills, 5 items, ₹2,400 + ₹450 − ₹50 of sales, ₹500 spent.
  await expect(card(page, 'Bills')).toHaveText('2');
  await expect(card(page, 'Customers')).toHaveText('2');
  await expect(card(page, 'Items Sold')).toHaveText('5');
  await expect(card(page, 'Revenue')).toHaveText('₹2.8K');
  await expect(card(page, 'Expenses')).toHaveText('₹500');
  await expect(card(page, 'Profit')).toHaveText('₹2.3K');
  const statuses = page.getByRole('table', { name: 'Bills by status' });
  await expect(statuses.getByRole('row', { name: /Completed/ })).toContainText('₹2.4K');
  await expect(statuses.getByRole('row', { name: /Pending/ })).toContainText('₹400');
  // Today asks its own endpoint and counts the same two bills.
  await page.getByRole('radio', { name: 'Today' }).check();
  await expect(card(page, 'Revenue')).toHaveText('₹2.8K');
  await expect(page.getByRole('table', { name: 'Sales by day' })).toContainText('₹2,800');

  await expect(page.getByRole('region', { name: 'To Collect' })).toContainText(
    '₹400 due from 1 customer',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const followUps = page.getByRole('region', { name: "Today's Follow-Ups" });
  await expect(followUps.getByRole('listitem')).toHaveCount(1);
  await expect(followUps).toContainText('Ravi Kumar');
  await expect(followUps).toContainText('Your battery check is due');
  await followUps.getByRole('link', { name: `View Bill ${reminded.invoiceNumber}` }).click();

  await expect(page).toHaveURL(new RegExp(`/view-bill/${reminded._id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Bill ${reminded.invoiceNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Final Total₹2,400');
  await expect(page.getByRole('article')).toContainText('Your battery check is due');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
