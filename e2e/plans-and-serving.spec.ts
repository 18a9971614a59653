import { adminLogin, expect, openSection, signupViaApi, test, useSessionIn } from './fixtures';

test('an expired starter shop sees restricted items and settings locked', async ({
  page,
  request,
}) => {
  const shop = await signupViaApi(request);
  const admin = await adminLogin(request);
  const expire = await request.patch(`/api/admin/shops/${shop.user._id}/plan`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { plan: 'starter', planExpiresAt: null, trialEndsAt: null },
  });
  expect(expire.status()).toBe(200);
  const me = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${shop.token}` },
  });
  await useSessionIn(page, { token: shop.token, user: (await me.json()).data });

  await page.goto('/create-bill');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('dialog').getByText('Expenses').click();
  await expect(page.getByText('Upgrade to access this feature.')).toBeVisible();
  await expect(page).toHaveURL(/\/create-bill$/);

  await page.goto('/setup');
  await openSection(page, 'Shop Identity');
  await expect(
    page.getByText(
      'You cannot upload a shop image on the expired Starter plan. Upgrade to unlock this feature.',
    ),
  ).toBeVisible();
  await openSection(page, 'Billing Preferences');
  await expect(page.getByLabel('Greeting message')).not.toBeEditable();
  await expect(page.getByLabel('Greeting message')).toHaveAccessibleDescription(
    'You cannot update billing preferences on the expired Starter plan.',
  );
});

test('built assets are compressed and cached for a year; the page shell is not cached', async ({
  request,
}) => {
  const shell = await request.get('/dashboard');
  expect(shell.status()).toBe(200);
  expect(shell.headers()['cache-control']).toContain('no-cache');
  const html = await shell.text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();

  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
  expect(asset.headers()['cache-control']).toContain('immutable');

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Disallow: /your-bill/');
  const manifest = await request.get('/manifest.webmanifest');
  expect((await manifest.json()).icons.length).toBeGreaterThan(0);
  expect((await request.get('/api/nope')).status()).toBe(404);
});

test('the receipt route is served with noindex', async ({ request }) => {
  const page = await request.get('/your-bill/some-token');
  expect(page.headers()['x-robots-tag']).toContain('noindex');
});
