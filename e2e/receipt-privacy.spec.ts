import { findCategory } from '@khatabill/domain';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  fillCustomer,
  fillItem,
  openSection,
  SERVICE_SHOP_CATEGORY,
  signUpServiceShop,
  test,
} from './fixtures';

test.use({ viewport: { width: 360, height: 640 } });

const PASSWORD = '1234';

/** The Service Request fields the shop's category brings, in their configured order. */
function configuredOrder(): string[] {
  const category = findCategory(SERVICE_SHOP_CATEGORY);
  if (!category) throw new Error(`No business category ${SERVICE_SHOP_CATEGORY}`);
  return category.serviceFields.map((field) => field.label);
}

const CONFIGURED_ORDER = configuredOrder();
const CUSTOMER_ORDER = CONFIGURED_ORDER.filter((label) => label !== 'Password / Pattern');

/** The labels listed under a receipt's "Service Request" heading, top to bottom. */
function serviceRequestLabels(scope: Locator): Promise<string[]> {
  return scope
    .locator('section', { has: scope.page().getByRole('heading', { name: 'Service Request' }) })
    .locator('dt')
    .allInnerTexts();
}

async function saveRepairBill(page: Page): Promise<string> {
  await page.goto('/create-bill');
  await fillCustomer(page, 'Ramesh Kumar', '9812345678');
  await fillItem(page, 1, 'Screen replacement', '2500');
  // Typed out of order: the receipt must follow the settings, not the typing or jsonb.
  await page.getByLabel('Accessories Given').fill('Charger');
  await page.getByLabel('Password / Pattern').fill(PASSWORD);
  await page.getByLabel('Problem Description').fill('Screen cracked');
  await page.getByLabel('Brand / Model').fill('Redmi Note 12');
  await page.getByLabel('IMEI').fill('356938035643809');
  await page.getByRole('button', { name: 'Pending', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Share Bill' });
  // The preview is the customer's copy.
  await expect(dialog.getByRole('article')).toContainText('356938035643809');
  await expect(dialog).not.toContainText(PASSWORD);
  expect(await serviceRequestLabels(dialog)).toEqual(CUSTOMER_ORDER);
  await dialog.getByRole('button', { name: 'Get Link' }).click();
  return dialog.getByLabel('Bill link').inputValue();
}

test('a repair receipt never shows the phone password, on screen or in print, until the shop allows it', async ({
  page,
  context,
  request,
}) => {
  await signUpServiceShop(request, page);
  const link = await saveRepairBill(page);

  const receiptPage = await context.newPage();
  await receiptPage.goto(link);
  const receipt = receiptPage.getByRole('article', { name: /^Bill INV-/ });
  await expect(receipt).toContainText('Screen cracked');
  expect(await receiptPage.content()).not.toContain(PASSWORD);
  expect(await receiptPage.content()).not.toContain('Password');
  expect(await serviceRequestLabels(receipt)).toEqual(CUSTOMER_ORDER);

  await receiptPage.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  expect(await receipt.innerText()).not.toContain(PASSWORD);
  expect(await serviceRequestLabels(receipt)).toEqual(CUSTOMER_ORDER);

  // The shop's own copy has every value, in its order.
  await page
    .getByRole('dialog', { name: 'Share Bill' })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.goto('/bill-book');
  const card = page.getByRole('article', { name: /^INV-/ });
  await card.getByRole('button', { name: /^INV-/ }).click();
  await expect(card).toContainText(PASSWORD);
  expect(await serviceRequestLabels(card)).toEqual(CONFIGURED_ORDER);

  // Switched on in Settings, the existing bill's receipt shows it, in its place.
  await page.goto('/setup');
  await openSection(page, 'Billing Mode');
  const passwordSwitch = page.getByRole('switch', {
    name: 'Show on customer receipt: Password / Pattern',
  });
  await expect(passwordSwitch).not.toBeChecked();
  await passwordSwitch.check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();

  await receiptPage.emulateMedia({ media: 'screen' });
  await receiptPage.reload();
  await expect(receipt).toContainText(PASSWORD);
  expect(await serviceRequestLabels(receipt)).toEqual(CONFIGURED_ORDER);
});
