import { addDays, toShopDay } from '@khatabill/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { createViaApi, expect, expectNoSidewaysScroll, signupViaApi, test } from './fixtures';

// A visitor on a cheap phone opens the deals from a link: the server draws the list, so it
// shows without the app, and works without JavaScript too.
const PHONE = { width: 360, height: 640 };
test.use({ viewport: PHONE });

/** Twelve running deals with a word no other journey's deal has, ending 1 to 12 days apart. */
async function twelveDeals(request: APIRequestContext) {
  const word = `Mira${Math.random().toString(36).slice(2, 8)}`;
  const shop = await signupViaApi(request, { shopName: 'Kala Sarees' });
  // Created in an order unlike their last days, so Latest and Expiring Soon differ.
  const lastDays = [7, 3, 12, 1, 9, 5, 11, 2, 8, 4, 10, 6];
  const slugs: string[] = [];
  for (const [n, days] of lastDays.entries()) {
    const { slug } = await createViaApi<{ slug: string }>(request, shop, '/api/campaigns/mine', {
      title: `${word} saree ${n + 1}`,
      deadline: addDays(toShopDay(new Date()), days),
      items: [{ name: 'Silk saree', originalPrice: 2400, offerPrice: 1999 }],
    });
    slugs.push(slug);
  }
  return {
    word,
    /** Newest first. */
    latest: [...slugs].reverse(),
    /** Soonest ending first. */
    expiring: slugs
      .map((slug, n) => ({ slug, days: lastDays[n] ?? 0 }))
      .sort((a, b) => a.days - b.days)
      .map(({ slug }) => slug),
  };
}

const cards = (page: Page) => page.getByRole('article');

/** The deals shown, by the slugs their cards link to, in order. */
async function slugsShown(page: Page): Promise<string[]> {
  const hrefs = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/campaigns/', ''));
}

test('a visitor searches, sorts and loads more deals on the page the server draws, then opens one', async ({
  page,
  request,
}) => {
  const { word, latest, expiring } = await twelveDeals(request);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });

  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  await expect(page.locator('#root')).toHaveCount(0);
  // Its one small script (with the modules it shares with the other pages'), none of the app's.
  await page.waitForLoadState('networkidle');
  expect(scripts[0]).toMatch(/^\/assets\/deals-script-[\w-]+\.js$/);
  expect(scripts.filter((script) => /\/(index|react|router|query)-/.test(script))).toEqual([]);

  // The search waits for Enter (or Show deals), then the page shows what it found.
  await page.getByRole('searchbox', { name: 'Search' }).fill(word.toLowerCase());
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(`/deals?q=${word.toLowerCase()}&sort=latest`);
  await expect(cards(page)).toHaveCount(10);
  expect(await slugsShown(page)).toEqual(latest.slice(0, 10));

  // A tap on a sort shows it at once.
  await page.getByRole('radio', { name: 'Expiring Soon' }).click();
  await expect(page).toHaveURL(`/deals?q=${word.toLowerCase()}&sort=expiring`);
  await expect(page.getByRole('radio', { name: 'Expiring Soon' })).toBeChecked();
  await expect.poll(() => slugsShown(page)).toEqual(expiring.slice(0, 10));
  await expectNoSidewaysScroll(page, '/deals drawn by the server');

  // Load more, once failing: the link stays, with the failure under it, to be tapped again.
  const nextPage = (url: URL) => url.pathname === '/deals' && url.searchParams.get('page') === '2';
  await page.route(nextPage, (route) => route.abort());
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load deals.');
  await expect(cards(page)).toHaveCount(10);
  await page.unroute(nextPage);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(12);
  expect(await slugsShown(page)).toEqual(expiring);
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  // Appended on the page: the address is still the list's.
  await expect(page).toHaveURL(`/deals?q=${word.toLowerCase()}&sort=expiring`);
  await expectNoSidewaysScroll(page, '/deals with more loaded');

  // The 12th deal, loaded last, opens the deal's own page.
  const last = expiring[11] ?? '';
  await cards(page).last().getByRole('link').click();
  await expect(page).toHaveURL(`/campaigns/${last}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  await expect(page.getByRole('region', { name: 'Items on offer' })).toContainText('Silk saree');
});

test('without JavaScript the deals page searches, sorts and pages with plain links and a form', async ({
  browser,
  request,
}) => {
  const { word, latest, expiring } = await twelveDeals(request);
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await noScript.newPage();

  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await page.getByRole('button', { name: 'Show deals' }).click();
  await expect(page).toHaveURL(`/deals?q=${word}&sort=latest`);
  expect(await slugsShown(page)).toEqual(latest.slice(0, 10));

  await page.getByRole('radio', { name: 'Expiring Soon' }).click();
  await page.getByRole('button', { name: 'Show deals' }).click();
  await expect(page).toHaveURL(`/deals?q=${word}&sort=expiring`);
  expect(await slugsShown(page)).toEqual(expiring.slice(0, 10));

  // Load more opens the next ten, the address naming them.
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(`/deals?q=${word}&sort=expiring&page=2`);
  expect(await slugsShown(page)).toEqual(expiring.slice(10));
  await expect(page.getByRole('link', { name: 'Load more' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, '/deals without JavaScript');

  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(`/campaigns/${expiring[10] ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  await noScript.close();
});
