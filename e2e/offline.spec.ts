import type { Page } from '@playwright/test';
import { authHeader, expect, fillCustomer, fillItem, signUpServiceShop, test } from './fixtures';

test.use({ viewport: { width: 360, height: 640 } });

/** The service worker controls the page and holds the whole app (it caches all on install). */
async function appCachedForOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('a bill saved offline is kept across a reload and saved once when the connection returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const shop = await signUpServiceShop(request, page);
  await page.goto('/create-bill');
  await appCachedForOffline(page);
  await fillCustomer(page, 'Meena Offline', '9811122233', { confirm: false });
  await fillItem(page, 1, 'Charging port', '650');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save & Done' }).click();
  await expect(
    page.getByText(
      'You are offline. The bill is kept and will be saved when the connection returns.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue('');

  // Still offline: the app and Create Bill open from the service worker's cache.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create Bill' })).toBeVisible();
  const waiting = page.getByText(/1 bill is waiting to be saved when the connection returns/);
  await expect(waiting).toBeVisible();

  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Share Bill' });
  // Sent at the browser's 'online' event, or at the next retry (every 30 s) where no event
  // comes: the Chromium bundled for machines without Debian's keeps navigator.onLine true
  // across an offline reload, so it never goes back online.
  await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(dialog).toContainText('Meena Offline');
  await expect(waiting).toHaveCount(0);

  const bills = await request.get('/api/bills/search?search=Meena', {
    headers: authHeader(shop.token),
  });
  expect((await bills.json()).data).toEqual([
    expect.objectContaining({ name: 'Meena Offline', status: 'completed' }),
  ]);
});

test('every shop screen opens offline once the app has been opened', async ({
  page,
  context,
  request,
}) => {
  await signUpServiceShop(request, page);
  await page.goto('/create-bill');
  await appCachedForOffline(page);
  await context.setOffline(true);

  const paths = [
    '/dashboard',
    '/create-bill',
    '/bill-book',
    '/clients',
    '/products',
    '/setup',
    '/follow-up',
    '/follow-up-status',
    '/expenses',
    '/view-bill/0',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(
      0,
    );
  }
  // A screen that needs the server says why it is empty, instead of loading forever.
  await page.goto('/clients');
  await expect(
    page.getByText('You are offline. This screen will load when the connection returns.'),
  ).toBeVisible();
});
