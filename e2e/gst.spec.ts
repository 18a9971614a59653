import type { Locator, Page } from '@playwright/test';
import {
  billItem,
  createBillViaApi,
  createViaApi,
  fillCustomer,
  fillItem,
  download,
  expect,
  expectNoSidewaysScroll,
  openFromMore,
  openSection,
  signUpServiceShop,
  signUpShop,
  test,
  uniqueMobile,
} from './fixtures';

// Product §16: a shop turns GST on in Settings, its bills become tax invoices, and its GSTR-1
// comes out of them. At the smallest phone the app is designed for.
test.use({ viewport: { width: 360, height: 640 } });

const GSTIN = '27AAPFU0939F1ZV';
const CUSTOMER_GSTIN = '29AAGCB7383J1Z4';

/** An amount on a summary line (Create Bill's, or a receipt's), by its label. */
const amountOf = (scope: Page | Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** The link of the bill just saved, from the share dialog, which then closes for a new bill. */
async function sharedLink(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Share Bill' });
  // The preview is the document the customer gets.
  await expect(dialog.getByText('Tax Invoice')).toBeVisible();
  await dialog.getByRole('button', { name: 'Get Link' }).click();
  const link = await dialog.getByLabel('Bill link').inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Customer Name')).toHaveValue('');
  return link;
}

/** Today in India, where the shop's days are. */
const indianToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

test('a repair shop registers for GST, bills a business in another state, and downloads its GSTR-1', async ({
  page,
  request,
}) => {
  const shop = await signUpServiceShop(request, page);
  await page.goto('/setup');
  await openSection(page, 'GST');
  await page.getByRole('radio', { name: 'Regular' }).check({ force: true });
  await expect(page.getByLabel('Default HSN / SAC')).toHaveValue('998713');
  await page.getByLabel('GSTIN').fill(`${GSTIN.slice(0, 14)}W`);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(
    page.getByText('This GSTIN has a typo: its last character does not match'),
  ).toBeVisible();
  await page.getByLabel('GSTIN').fill(GSTIN.toLowerCase());
  await expect(page.getByText('Maharashtra (27)')).toBeVisible();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();

  const bill = await createBillViaApi(request, shop, {
    name: 'Kumar Traders',
    mobile: uniqueMobile(),
    items: [{ name: 'Screen repair', quantity: 1, price: 1180 }],
    gst: { customerGstin: CUSTOMER_GSTIN },
    status: 'completed',
  });
  expect(bill.invoiceNumber).toMatch(/^INV-\d{2}-\d{2}\/1$/);

  await openFromMore(page, 'GSTR-1');
  const today = indianToday();
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To').fill(today);
  const b2b = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'B2B invoices' }) });
  await expect(b2b.getByText('₹1,000')).toBeVisible();
  await expect(b2b.getByText('₹180')).toBeVisible();

  const sheet = await download(page, 'Download B2B invoices');
  expect(sheet.name).toBe(`gstr1-b2b-${today}-to-${today}.csv`);
  const [header, row] = sheet.text.slice(1).split('\r\n');
  expect(header).toMatch(/^GSTIN\/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,/);
  expect(row).toContain(`${CUSTOMER_GSTIN},Kumar Traders,${bill.invoiceNumber},`);
  expect(row).toContain(',1180,29-Karnataka,N,,Regular B2B,,18,1000,180,0,0,0');
});

test('a registered shop bills a business in another state and a walk-in customer at the counter, prints both, and files GSTR-1', async ({
  page,
  request,
}) => {
  const shop = await signUpShop(request, page, { shopName: 'Sharma Mobiles' });
  await page.goto('/setup');
  await openSection(page, 'GST');
  await page.getByRole('radio', { name: 'Regular' }).check({ force: true });
  await page.getByLabel('GSTIN').fill(GSTIN);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();
  await createViaApi(request, shop, '/api/products', {
    name: 'Phone battery',
    price: 1180,
    hsn: '85076000',
    gstRate: 18,
    unit: 'PCS',
  });

  // A business in Karnataka: its GSTIN makes the bill B2B, supplied to Karnataka, with IGST.
  await page.goto('/create-bill');
  await fillCustomer(page, 'Kumar Traders', uniqueMobile());
  await billItem(page, 1).getByLabel('Product name').fill('Phone');
  await page.getByRole('option', { name: /Phone battery/ }).click();
  await expect(billItem(page, 1).getByLabel('HSN/SAC')).toHaveValue('85076000');
  await expect(billItem(page, 1).getByLabel('Unit')).toHaveValue('PCS');
  await page.getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('Customer GSTIN (optional)').fill(CUSTOMER_GSTIN);
  await page.getByLabel('Customer address (optional)').fill('14 Residency Road, Bengaluru');
  await expect(page.getByText('Place of supply: Karnataka (29), from the GSTIN')).toBeVisible();
  await expect(page.getByText('IGST', { exact: true }).locator('..')).toContainText('₹180');
  await page.getByLabel('Amount Paid').fill('1180');
  await page.getByRole('button', { name: 'Save & Done' }).click();
  const b2b = await sharedLink(page);

  // A walk-in customer in Maharashtra: no GSTIN, supplied in the shop's state, CGST and SGST.
  await fillCustomer(page, 'Asha Verma', uniqueMobile());
  await fillItem(page, 1, 'Screen guard', '299');
  await expect(page.getByText('Place of supply: Maharashtra (27)')).toBeVisible();
  await expect(amountOf(page, 'Taxable Value')).toHaveText('₹253.39');
  await expect(amountOf(page, 'CGST')).toHaveText('₹22.81');
  await expect(amountOf(page, 'SGST')).toHaveText('₹22.80');
  await expect(amountOf(page, 'Invoice Total')).toHaveText('₹299');
  await expectNoSidewaysScroll(page, 'Create Bill with GST');
  await page.getByLabel('Amount Paid').fill('299');
  await page.getByRole('button', { name: 'Save & Done' }).click();
  const b2c = await sharedLink(page);

  // Each customer's tax invoice, printed on A4 and on an 80 mm roll (about 302 CSS px).
  for (const [link, tax, placeOfSupply] of [
    [b2b, 'IGST ₹180', 'Karnataka (29)'],
    [b2c, 'CGST ₹22.81', 'Maharashtra (27)'],
  ] as const) {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(link);
    const invoice = page.getByRole('article', { name: /^Bill INV-\d{2}-\d{2}\/\d$/ });
    await expect(invoice.getByText('Tax Invoice')).toBeVisible();
    await expect(invoice.getByText(tax).first()).toBeVisible();
    await expect(invoice.getByText(placeOfSupply).first()).toBeVisible();
    await expect(invoice.getByText('Authorised signatory')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const a4 = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(a4.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.setViewportSize({ width: 302, height: 900 });
    await expectNoSidewaysScroll(page, 'a tax invoice on an 80 mm roll');
    expect((await page.pdf({ width: '80mm' })).byteLength).toBeGreaterThan(0);
    await page.emulateMedia({ media: 'screen' });
  }
  await page.setViewportSize({ width: 360, height: 640 });

  await page.goto('/gstr-1');
  const today = indianToday();
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To').fill(today);
  const b2bSheet = await download(page, 'Download B2B invoices');
  expect(b2bSheet.text).toContain(`${CUSTOMER_GSTIN},Kumar Traders,`);
  expect(b2bSheet.text).toContain(',1180,29-Karnataka,N,,Regular B2B,,18,1000,180,0,0,0');
  const b2cs = await download(page, 'Download B2C small');
  expect(b2cs.text).toContain('OE,27-Maharashtra,,18,253.39,0,22.81,22.8,0,');
});
