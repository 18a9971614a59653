import type { Page } from '@playwright/test';
import { authHeader, expect, test, uniqueMobile } from './fixtures';

/** libphonenumber's metadata (~35 kB gzip): its table of calling codes, a key no minifier renames. */
const PHONE_METADATA = 'country_calling_codes';

/**
 * Watches the page's scripts: the answer lists those so far that hold libphonenumber's
 * metadata. Each is fetched again to be read: a response's own body is gone once its page
 * has navigated away.
 */
function watchPhoneMetadata(page: Page): () => Promise<string[]> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(response.url());
  });
  return async () => {
    const holding = await Promise.all(
      [...scripts].map(async (url) =>
        (await (await page.request.get(url)).text()).includes(PHONE_METADATA) ? url : null,
      ),
    );
    return holding.filter((url) => url !== null);
  };
}

async function fillSignup(page: Page) {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Your Name').fill('Asha Verma');
  await page.getByLabel('Shop Name').fill('Asha Mobile Care');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
}

async function pickCountry(page: Page, name: string) {
  await page.getByRole('button', { name: /^Country:/ }).click();
  await page.getByRole('combobox', { name: 'Search country' }).fill(name);
  await page.getByRole('option', { name }).click();
}

test('an Indian mobile signs up without downloading the phone library', async ({ page }) => {
  const phoneMetadata = watchPhoneMetadata(page);
  await fillSignup(page);
  await page.getByRole('textbox', { name: 'Mobile' }).fill(uniqueMobile());
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/create-bill$/);
  expect(await phoneMetadata()).toEqual([]);
});

test('a UK mobile signs up, its shop in the United Kingdom, and logs in', async ({
  page,
  request,
}) => {
  const phoneMetadata = watchPhoneMetadata(page);
  const mobile = `7400${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await fillSignup(page);
  await pickCountry(page, 'United Kingdom');
  await expect(page.getByRole('button', { name: 'Country: United Kingdom +44' })).toBeVisible();
  expect(await phoneMetadata()).toHaveLength(1);
  await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/create-bill$/);

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const me = await request.get('/api/auth/me', { headers: authHeader(token ?? '') });
  const { data } = await me.json();
  expect(data.mobile).toBe(`+44${mobile}`);
  expect(data.settings.location.country).toBe('United Kingdom');
  await page.goto('/setup');
  await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue(`+44${mobile}`);

  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/auth');
  await pickCountry(page, 'United Kingdom');
  await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page).toHaveURL(/\/create-bill$/);
});
