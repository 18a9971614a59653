import {
  createBillViaApi,
  download,
  expect,
  openFromMore,
  openSection,
  signUpServiceShop,
  test,
  uniqueMobile,
} from './fixtures';

// Product §16: a shop turns GST on in Settings, its bills become tax invoices, and its GSTR-1
// comes out of them. At the smallest phone the app is designed for.
test.use({ viewport: { width: 360, height: 640 } });

const GSTIN = '27AAPFU0939F1ZV';
const CUSTOMER_GSTIN = '29AAGCB7383J1Z4';

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
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
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
