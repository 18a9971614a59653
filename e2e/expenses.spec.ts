import { authHeader, expect, signUpShop, test } from './fixtures';

test.use({ viewport: { width: 360, height: 640 } });

test('an expense is added and deleted, and the total follows', async ({ page, request }) => {
  const shop = await signUpShop(request, page, { shopName: 'Gupta General Store' });
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await expect(page.getByText('No expenses found')).toBeVisible();

  const category = page.getByLabel('Category');
  const amount = page.getByLabel('Amount (₹)');
  const save = page.getByRole('button', { name: 'Save Expense' });

  await save.click();
  await expect(page.getByText('Category is required')).toBeVisible();

  await category.fill('Rent');
  await amount.fill('5000');
  await save.click();
  await expect(page.getByText('Expense saved.')).toBeVisible();
  await expect(category).toHaveValue('');
  await expect(page.getByRole('row', { name: /Rent/ })).toContainText('₹5,000');

  // The shop's own category is suggested next time, before the usual ones.
  const suggestions = page.locator(`datalist#${await category.getAttribute('list')} option`);
  await expect(suggestions.first()).toHaveAttribute('value', 'Rent');

  await category.fill('Tea & Snacks');
  await amount.fill('120.50');
  await save.click();
  await expect(page.getByRole('row', { name: /Tea & Snacks/ })).toContainText('₹120.50');
  const total = page.locator('p').filter({ hasText: /^Total/ });
  await expect(total).toContainText('₹5,120.50');
  await expect(total).toContainText('2 expenses');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: /^Delete Rent/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this expense?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Expense deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: /Rent/ })).toHaveCount(0);
  await expect(total).toContainText('₹120.50');
  await expect(total).toContainText('1 expense');

  const listed = await request.get('/api/expenses/all', { headers: authHeader(shop.token) });
  expect(await listed.json()).toMatchObject({
    data: [expect.objectContaining({ category: 'Tea & Snacks', amount: 120.5 })],
    totalAmount: 120.5,
  });
});
