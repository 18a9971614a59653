import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './constants';
import { expect, openSection, signupViaApi, test, uniqueMobile, useSessionIn } from './fixtures';

async function fillSignup(page: Page, mobile: string) {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Your Name').fill('Asha Verma');
  await page.getByLabel('Shop Name').fill('Asha Mobile Care');
  await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
}

async function storedUser(page: Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
}

test('landing page offers a free start and lists what is coming soon', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Coming soon', { exact: false }).first()).toBeVisible();
  for (const item of ['Inventory', 'Reports', 'Staff access', 'Premium templates']) {
    await expect(page.getByText(item, { exact: false }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'Start for Free' }).first().click();
  await expect(page).toHaveURL(/\/auth/);
});

test('signing up product-only lands on Create Bill with the session stored', async ({ page }) => {
  await fillSignup(page, uniqueMobile());
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await expect(page).toHaveURL(/\/create-bill$/);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  const user = await storedUser(page);
  expect(user.shopName).toBe('Asha Mobile Care');
  expect(user.settings.billingMode).toEqual(['product']);
  await expect(page.getByRole('banner').getByText('Asha Mobile Care')).toBeVisible();
});

test('signing up in service mode with a category saves the service setup', async ({
  page,
  request,
}) => {
  await fillSignup(page, uniqueMobile());
  await page.getByLabel('Service').check();
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await expect(page.getByText('Select a category')).toBeVisible();
  await page.getByLabel('Business Category').selectOption('mobile-laptop-repair');
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await expect(page).toHaveURL(/\/create-bill$/);

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const { data } = await me.json();
  expect(data.settings.billingMode).toEqual(['product', 'service']);
  expect(data.settings.businessType).toBe('mobile-laptop-repair');
  expect(data.settings.serviceFields.map((f: { label: string }) => f.label)).toContain('IMEI');
  expect(data.settings.serviceDetails.map((f: { label: string }) => f.label)).toContain(
    'Advance Amount',
  );
});

test('a shop logs out from Settings and logs back in', async ({ page, request }) => {
  const shop = await signupViaApi(request, { shopName: 'Gupta Salon' });
  await useSessionIn(page, shop);
  await page.goto('/setup');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await expect(page.getByRole('link', { name: 'Start for Free' }).first()).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Mobile' }).fill(shop.mobile);
  await page.getByLabel('Password', { exact: true }).fill('wrong-pass');
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page.getByText('Invalid mobile number or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(shop.password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page).toHaveURL(/\/create-bill$/);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
});

test('an admin logs in to the notifications queue', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Mobile' }).fill(E2E_ADMIN.mobile);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
});

test('a shop opening an admin route sees Access Denied', async ({ page, request }) => {
  await useSessionIn(page, await signupViaApi(request));
  await page.goto('/admin/notifications');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
});

test('a logged-out visitor opening the dashboard is sent to the landing page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('onboarding a service business saves both steps', async ({ page, request }) => {
  const shop = await signupViaApi(request);
  await useSessionIn(page, shop);
  await page.goto('/welcome');
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByLabel('Service').check();
  await expect(next).toBeDisabled();
  await page.getByLabel(/business type|category/i).selectOption('gym');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByRole('button', { name: 'Finish & Start Billing' })).toBeEnabled();
  await page.getByRole('button', { name: 'Finish & Start Billing' }).click();
  await expect(page.getByText('Welcome! Your business is ready to go')).toBeVisible();
  await expect(page).toHaveURL(/\/create-bill$/);
  const user = await storedUser(page);
  expect(user.settings.businessType).toBe('gym');
  expect(user.settings.serviceDetails.map((f: { label: string }) => f.label)).toContain(
    'Assigned Trainer',
  );
});

test('settings are saved and shown again after a reload', async ({ page, request }) => {
  await useSessionIn(page, await signupViaApi(request));
  await page.goto('/setup');
  const save = page.getByRole('button', { name: 'Save Settings' });
  await expect(save).toBeDisabled();

  await openSection(page, 'Location Details');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('Pincode').fill('411001');
  await openSection(page, 'Billing Preferences');
  await page.getByLabel('Invoice prefix').fill('AMC-');
  await page.getByLabel('Greeting message').fill('Thank you for visiting!');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();

  await page.reload();
  await openSection(page, 'Location Details');
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await expect(page.getByLabel('Pincode')).toHaveValue('411001');
  await openSection(page, 'Billing Preferences');
  await expect(page.getByLabel('Invoice prefix')).toHaveValue('AMC-');
  await expect(page.getByLabel('Greeting message')).toHaveValue('Thank you for visiting!');
  await expect(save).toBeDisabled();
});

test('UPI Verify shows a 1 rupee test QR and Confirm enables saving', async ({ page, request }) => {
  await useSessionIn(page, await signupViaApi(request, { shopName: 'QR Shop' }));
  await page.goto('/setup');
  await openSection(page, 'UPI & Payments');
  await page.getByLabel('UPI ID').fill('qrshop@okaxis');
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
  await page.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
});
