import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, uniqueMobile } from './fixtures';

// Product §15: a shop owner who reads Hindi signs up in Hindi, makes a bill, shares it and
// the customer opens the receipt in Hindi. The texts are read from the Hindi catalogue (the
// screens' files and the customer's), so the journey follows a change of wording.

type Texts = Record<string, string>;
const HINDI_DIR = fileURLToPath(new URL('../apps/web/src/i18n/hi', import.meta.url));
const CUSTOMER_HINDI = fileURLToPath(
  new URL('../packages/domain/src/customer-texts/hi.json', import.meta.url),
);
const HINDI: Record<string, Texts> = Object.assign(
  {},
  JSON.parse(readFileSync(CUSTOMER_HINDI, 'utf8')),
  ...readdirSync(HINDI_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(HINDI_DIR, file), 'utf8'))),
);

/** A Hindi text by its component and key, `{placeholders}` filled. */
function hi(component: string, key: string, values: Record<string, string> = {}): string {
  const text = HINDI[component]?.[key];
  if (typeof text !== 'string') throw new Error(`No Hindi for ${component}.${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

test.use({ viewport: { width: 360, height: 780 } });

test('a shop signs up, bills, shares and the customer reads the receipt, all in Hindi', async ({
  page,
  context,
}) => {
  await page.goto('/auth?mode=signup');
  await page.getByRole('radio', { name: 'हिन्दी' }).check();
  await expect(
    page.getByRole('heading', { name: hi('auth/page', 'startWith', { product: 'KhataBill' }) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  await page.getByLabel(hi('auth/signup', 'yourName')).fill('आशा वर्मा');
  await page.getByLabel(hi('auth/signup', 'shopName')).fill('आशा मोबाइल केयर');
  await page.getByRole('textbox', { name: hi('auth/signup', 'mobile') }).fill(uniqueMobile());
  await page.getByLabel(hi('auth/signup', 'password'), { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: hi('auth/signup', 'createAccount') }).click();
  await expect(page).toHaveURL(/\/create-bill$/);
  await expect(page.getByText(hi('auth/signup', 'accountCreated'))).toBeVisible();
  await expect(page.getByRole('heading', { name: hi('create-bill/page', 'title') })).toBeVisible();
  // The shop was made in Hindi, so a reload (and every other phone) shows Hindi too.
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(user.language).toBe('hi');

  await page.getByLabel(hi('create-bill/customer', 'customerName')).fill('रमेश कुमार');
  await page.getByLabel(hi('create-bill/customer', 'mobileNumber')).fill('9876543210');
  await page.getByRole('button', { name: hi('create-bill/customer', 'confirm') }).click();
  const item = page.getByRole('group', {
    name: hi('form-parts/item-group', 'item', { serial: '1' }),
  });
  await item.getByLabel(hi('create-bill/items', 'productName')).fill('स्क्रीन गार्ड');
  await item.getByLabel(hi('create-bill/items', 'price')).fill('1250');
  await page.getByRole('button', { name: hi('create-bill/save', 'saveAndDone') }).click();
  await expect(page.getByText(hi('create-bill/save', 'created'))).toBeVisible();

  const dialog = page.getByRole('dialog', { name: hi('customer/share-bill', 'title') });
  const whatsapp = dialog.getByRole('link', { name: hi('customer/share-bill', 'shareOnWhatsapp') });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
  const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text');
  expect(text).toContain('नमस्ते रमेश कुमार');
  await dialog.getByRole('button', { name: hi('customer/share-bill', 'getLink') }).click();
  const link = await dialog.getByLabel(hi('customer/share-bill', 'billLink')).inputValue();

  const receiptPage = await context.newPage();
  await receiptPage.goto(link);
  await expect(receiptPage.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const receipt = receiptPage.getByRole('article', {
    name: new RegExp(`^${hi('customer/receipt', 'billLabel', { number: 'INV-' })}`),
  });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText(hi('customer/receipt', 'finalTotal'))).toBeVisible();
  await expect(receipt.getByRole('row', { name: /स्क्रीन गार्ड/ })).toContainText('1 × ₹1,250');
  expect(
    await receiptPage.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(360);
  await receiptPage.close();
});
