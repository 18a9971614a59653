import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, signUpShop, test } from './fixtures';

// The landing page is drawn by the server in the visitor's language, with one small
// script; the app draws it from its own links and offline.

const PHONE = { width: 360, height: 640 };
test.use({ viewport: PHONE });

const HEADLINE = 'Billing and khata for your shop, free with KhataBill';
const HINDI_HEADLINE = 'आपकी दुकान के लिए बिल और खाता, KhataBill के साथ मुफ़्त';

/** What the page loaded besides itself: its scripts. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a visitor gets the whole page from the server, with one small script, and signs up from it', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page).toHaveTitle('KhataBill: free billing and khata for shops');
  expect(scripts[0]).toMatch(/^\/assets\/landing-script-[\w-]+\.js$/);
  // None of the app's: no React, no router, no entry.
  expect(scripts.filter((script) => /\/(index|react|router|query)-/.test(script))).toEqual([]);
  await expectNoSidewaysScroll(page, '/');

  await page.getByRole('link', { name: 'Start for Free' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('works without JavaScript', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await noScript.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await page.getByRole('link', { name: 'See deals from shops' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await noScript.close();
});

test('a signed-in shop goes from it to billing', async ({ page, request }) => {
  await signUpShop(request, page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start for Free' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/create-bill$/);
});

test('speaks the language chosen on the login screen, or the phone’s', async ({ browser }) => {
  const hindiPhone = await browser.newContext({ locale: 'hi-IN', viewport: PHONE });
  const page = await hindiPhone.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HINDI_HEADLINE })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  await page.goto('/auth');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();

  // A phone that chose its language before the server was told (no cookie) gets the page
  // again in it, once.
  await hindiPhone.clearCookies();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await hindiPhone.close();
});

test('opens offline once the app has been opened, drawn by the app', async ({
  page,
  context,
  request,
}) => {
  await signUpShop(request, page);
  await page.goto('/create-bill');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
});
