import { addDays, toShopDay } from '@khatabill/domain';
import { billItem, createViaApi, expect, signUpShop, test } from './fixtures';

test.use({ viewport: { width: 360, height: 640 } });

test('a follow-up is booked, marked done and converted to a prefilled bill', async ({
  page,
  request,
}) => {
  const shop = await signUpShop(request, page, { shopName: 'Style Point Salon' });
  await createViaApi(request, shop, '/api/customers', { name: 'Ravi Kumar', mobile: '9876501234' });
  await createViaApi(request, shop, '/api/products', { name: 'Hair Spa', price: 799.5 });

  await page.goto('/follow-up');
  await expect(page.getByRole('heading', { name: 'New Follow-Up / Booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Follow-Up' }).click();
  await expect(page.getByText('Please select a service')).toBeVisible();

  await page.getByRole('combobox', { name: 'Customer' }).fill('Ravi');
  await page.getByRole('option', { name: /Ravi Kumar/ }).click();
  await expect(page.getByRole('group', { name: 'Customer' })).toContainText('9876501234');
  await page.getByLabel('Service').selectOption({ label: 'Hair Spa · ₹799.50' });
  // Tomorrow at 11:00 on the shop's clock.
  await page.getByLabel('Schedule time').fill(`${addDays(toShopDay(new Date()), 1)}T11:00`);
  await page.getByLabel('Remind before').selectOption('1h');
  await page.getByLabel('Notes (optional)').fill('Bring the membership card');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save Follow-Up' }).click();
  await expect(page.getByText('Follow-up saved')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue('');

  await page.getByRole('link', { name: 'See all follow-ups' }).click();
  const card = page.getByRole('article', { name: 'Ravi Kumar' });
  await expect(card).toContainText('Hair Spa');
  await expect(card).toContainText('11:00 am');
  await expect(card).toContainText('Scheduled');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await card.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Follow-up marked as done')).toBeVisible();
  await expect(card).toContainText('Done');
  await expect(card.getByRole('button')).toHaveCount(0);

  await card.getByRole('link', { name: 'Convert to Bill' }).click();
  await expect(page).toHaveURL(/\/create-bill\?followupId=/);
  await expect(page.getByRole('heading', { name: 'Create Bill' })).toBeVisible();
  await expect(page.getByText('Ravi Kumar')).toBeVisible();
  await expect(page.getByText('9876501234')).toBeVisible();
  await expect(billItem(page, 1).getByLabel('Product name')).toHaveValue('Hair Spa');
  await expect(billItem(page, 1).getByLabel('Price')).toHaveValue('799.5');
  await expect(billItem(page, 1).getByLabel('Quantity', { exact: true })).toHaveValue('1');
});

test('a scheduled follow-up is postponed to a new time and cancelled', async ({
  page,
  request,
}) => {
  const shop = await signUpShop(request, page, { shopName: 'Fit Zone Gym' });
  const customer = await createViaApi<{ _id: string }>(request, shop, '/api/customers', {
    name: 'Meena Iyer',
    mobile: '9876505678',
  });
  const product = await createViaApi<{ _id: string }>(request, shop, '/api/products', {
    name: 'Personal Training',
    price: 1500,
  });
  const tomorrow = addDays(toShopDay(new Date()), 1);
  await createViaApi(request, shop, '/api/followups', {
    customerId: customer._id,
    productId: product._id,
    scheduledAt: `${tomorrow}T10:00:00+05:30`,
    remindBefore: '1d',
    notes: '',
  });

  await page.goto('/follow-up-status');
  await page.getByRole('button', { name: 'Postpone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Postpone follow-up' });
  await dialog.getByLabel('New time').fill(`${addDays(tomorrow, 1)}T18:30`);
  await dialog.getByRole('button', { name: 'Postpone' }).click();
  await expect(page.getByText(/Follow-up postponed to .*6:30 pm/)).toBeVisible();

  // The postponed one stays as a record; the new one at 6:30 pm takes the actions.
  const cards = page.getByRole('article', { name: 'Meena Iyer' });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('6:30 pm');
  await expect(cards.nth(0)).toContainText('Scheduled');
  await expect(cards.nth(1)).toContainText('Postponed');
  await expect(cards.nth(1).getByRole('button')).toHaveCount(0);

  await cards.nth(0).getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this follow-up?' })
    .getByRole('button', { name: 'Cancel Follow-Up' })
    .click();
  await expect(cards.nth(0)).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Postpone' })).toHaveCount(0);
});
