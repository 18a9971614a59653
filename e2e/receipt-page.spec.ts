import type { APIRequestContext, Locator } from '@playwright/test';
import { authHeader, createBillViaApi, expect, signupViaApi, test, useSessionIn } from './fixtures';

/** A shop in Pune with one shared bill (3 × ₹112.50 unless told, ₹200 paid): the shop and its receipt's path. */
async function sharedBill(
  request: APIRequestContext,
  items = [{ name: 'Screen guard', quantity: 3, price: 112.5 }],
) {
  const shop = await signupViaApi(request, { shopName: 'Sharma Store' });
  const headers = authHeader(shop.token);
  await request.put('/api/auth/settings', { headers, data: { location: { city: 'Pune' } } });
  const { shareToken } = await createBillViaApi(request, shop, {
    name: 'Ravi Kumar',
    mobile: '9876543210',
    items,
    payment: { amountPaid: 200 },
    status: 'under_service',
  });
  return { shop, link: `/your-bill/${shareToken}` };
}

test('a receipt link previews as the shop, the invoice and the total, and stays noindex', async ({
  page,
  request,
}) => {
  const response = await page.goto((await sharedBill(request)).link);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('article', { name: 'Bill INV-1' })).toBeVisible();

  const title = 'Bill INV-1 from Sharma Store — ₹337.50';
  await expect(page).toHaveTitle(title);
  const meta = (key: string) =>
    page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);
  await expect(meta('og:title')).toHaveAttribute('content', title);
  await expect(meta('og:description')).toHaveAttribute(
    'content',
    '1 item · Pending ₹137.50 · Pune',
  );
  await expect(meta('og:type')).toHaveAttribute('content', 'website');
  await expect(meta('og:site_name')).toHaveAttribute('content', 'KhataBill');
  await expect(meta('og:image')).toHaveCount(0);
  await expect(meta('robots')).toHaveAttribute('content', 'noindex');
  const head = await page.locator('head').innerHTML();
  expect(head).not.toContain('9876543210');
  expect(head).not.toContain('Ravi');
});

type Box = { left: number; right: number; top: number; bottom: number };

/** Where an element's text is drawn (not its box, which may be wider than the text). */
function textBox(element: Locator): Promise<Box> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

/** 2 mm at 96 px to the inch: what the eye needs to read two figures as two. */
const MIN_GAP_PX = 8;

/** Two texts keep clear when they sit on different lines or far enough apart on one. */
function keepClear(a: Box, b: Box): boolean {
  const onDifferentLines = a.bottom <= b.top || b.bottom <= a.top;
  const gap = Math.max(b.left - a.right, a.left - b.right);
  return onDifferentLines || gap >= MIN_GAP_PX;
}

test('on an 80 mm roll each amount keeps clear of its quantity × price', async ({
  page,
  request,
}) => {
  const { link } = await sharedBill(request, [
    { name: 'Battery replacement with 6 months warranty', quantity: 12, price: 12450.5 },
    { name: 'Tempered glass', quantity: 100, price: 99999.99 },
  ]);
  // 302 CSS px is 80 mm: the print rules for a roll take over, as on the thermal printer.
  await page.setViewportSize({ width: 302, height: 800 });
  await page.goto(link);
  const receipt = page.getByRole('article', { name: 'Bill INV-1' });
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'print' });

  const rows = receipt.getByRole('row').filter({ has: page.locator('[data-receipt-amount]') });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    const qtyPrice = row.locator('[data-receipt-qty-price]');
    const amount = row.locator('[data-receipt-amount]');
    const [qtyPriceText, amountText] = await Promise.all([textBox(qtyPrice), textBox(amount)]);
    expect(keepClear(qtyPriceText, amountText), await row.innerText()).toBe(true);
  }
  await expect(rows.first()).toContainText('12 × ₹12,450.50');
  await expect(rows.first().locator('[data-receipt-amount]')).toHaveText('₹1,49,406');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the receipt is wider than the roll').toBeLessThanOrEqual(0);
  // The roll's PDF renders too (looked at by hand: one page, figures apart, 4 mm margins).
  expect((await page.pdf({ width: '80mm' })).byteLength).toBeGreaterThan(0);
});

test('the receipt is drawn by the server: it shows without JavaScript, and its one script prints', async ({
  browser,
  page,
  request,
}) => {
  const { link } = await sharedBill(request);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await noScript.newPage();
  await plainPage.goto(link);
  await expect(plainPage.getByRole('article', { name: 'Bill INV-1' })).toContainText('₹137.50');
  await noScript.close();

  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', '');
  });
  await page.goto(link);
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '');
  // Its own script, the module it shares with the deal page's (the bar, the page view) and the
  // small one it shares with the app (analytics): none of the app's.
  expect(scripts[0]).toMatch(/^\/assets\/receipt-script-[\w-]+\.js$/);
  expect(scripts.length).toBeLessThanOrEqual(3);
  expect(scripts.filter((script) => /\/(index|react|router|query)-/.test(script))).toEqual([]);
});

test('the shop that shared a bill sees Open app on its receipt, not Login', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const { shop, link } = await sharedBill(request);
  await useSessionIn(page, shop);
  await page.goto(link);
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Open app' })).toHaveAttribute('href', '/create-bill');
  await expect(bar.getByRole('link', { name: 'Login' })).toHaveCount(0);
});
