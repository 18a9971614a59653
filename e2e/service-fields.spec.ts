import { expect, openSection, signUpServiceShop, test } from './fixtures';

test.use({ viewport: { width: 360, height: 640 } });

test('a Number field added in Settings takes a decimal number on the bill', async ({
  page,
  request,
}) => {
  await signUpServiceShop(request, page);
  await page.goto('/setup');
  await openSection(page, 'Billing Mode');
  const requestFields = page.getByRole('group', { name: 'Service Request fields' });
  await requestFields.getByLabel('New field label').fill('Battery Health %');
  await requestFields.getByLabel('New field type').selectOption('Number');
  await requestFields.getByRole('button', { name: 'Add field' }).click();
  await expect(requestFields.getByRole('checkbox', { name: 'Battery Health %' })).toBeChecked();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();

  await page.goto('/create-bill');
  const field = page.getByLabel('Battery Health %');
  await expect(field).toHaveAttribute('inputmode', 'decimal');
  await field.fill('87.5');
  await expect(field).toHaveValue('87.5');
});
