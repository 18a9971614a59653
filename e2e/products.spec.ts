import { expect, signupViaApi, test, useSessionIn } from './fixtures';

test.use({ viewport: { width: 360, height: 780 } });

test('a shop adds, edits and deletes a product', async ({ page, request }) => {
  const shop = await signupViaApi(request, { shopName: 'Verma Electronics' });
  await useSessionIn(page, shop);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Product Manager' })).toBeVisible();
  await expect(page.getByText('No products found')).toBeVisible();

  const name = page.getByLabel('Product name');
  const price = page.getByLabel('Price (₹)');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await name.fill('Screen guard');
  await expect(save).toBeDisabled();
  await price.fill('149.50');
  await save.click();

  await expect(page.getByRole('row', { name: /Screen guard/ })).toContainText('₹149.50');
  await expect(name).toHaveValue('');
  const listed = await request.get('/api/products', {
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expect((await listed.json()).data).toEqual([
    expect.objectContaining({ name: 'Screen guard', price: 149.5 }),
  ]);

  await page.getByRole('button', { name: 'Edit Screen guard' }).click();
  await expect(name).toHaveValue('Screen guard');
  await expect(price).toHaveValue('149.5');
  await name.fill('Tempered glass screen guard');
  await price.fill('199');
  await save.click();
  await expect(page.getByRole('row', { name: /Tempered glass screen guard/ })).toContainText(
    '₹199',
  );
  await expect(page.getByRole('cell', { name: 'Screen guard', exact: true })).toHaveCount(0);

  // At 360 px nothing is wider than the screen, and the row's actions are in reach.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const deleteBox = await page
    .getByRole('button', { name: 'Delete Tempered glass screen guard' })
    .boundingBox();
  expect((deleteBox?.x ?? Infinity) + (deleteBox?.width ?? 0)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Delete Tempered glass screen guard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('cell', { name: 'Tempered glass screen guard', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Delete Tempered glass screen guard' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No products found')).toBeVisible();
});
