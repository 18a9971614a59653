import type { Page } from '@playwright/test';
import {
  authHeader,
  createBillViaApi,
  expect,
  signUpServiceShop,
  signUpShop,
  signupViaApi,
  test,
} from './fixtures';

test.use({ viewport: { width: 360, height: 780 } });

const productBill = (name: string, mobile: string, status = 'completed') => ({
  name,
  mobile,
  items: [
    { name: 'Screen guard', quantity: 2, price: 150.5 },
    { name: 'Battery', quantity: 1, price: 1200 },
  ],
  payment: { mode: 'cash', amountPaid: 1000, discount: { type: 'percent', value: 10 } },
  status,
});

const billCard = (page: Page, invoice: string) => page.getByRole('article', { name: invoice });

test('Bill Book searches by invoice number and by customer name', async ({ page, request }) => {
  const shop = await signUpShop(request, page, { shopName: 'Search Test Traders' });
  const ramesh = await createBillViaApi(request, shop, productBill('Ramesh Kumar', '9812345678'));
  const sunita = await createBillViaApi(request, shop, productBill('Sunita Devi', '9823456789'));
  await createBillViaApi(request, shop, productBill('Anil Joshi', '9834567890', 'draft'));

  // The list asks only for what its rows show; a bill's items come when it is opened.
  const listed = page.waitForResponse((response) => response.url().includes('/api/bills/search'));
  await page.goto('/bill-book');
  const listAnswer = await (await listed).json();
  expect(listAnswer.data[0]).toHaveProperty('totals');
  expect(listAnswer.data[0]).not.toHaveProperty('items');
  await expect(page.getByRole('heading', { name: 'All Bills' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(billCard(page, ramesh.invoiceNumber)).toContainText('Completed');
  await expect(billCard(page, ramesh.invoiceNumber)).toContainText('₹1,350.90');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const search = page.getByLabel('Search by invoice or customer');
  await search.fill(sunita.invoiceNumber);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(billCard(page, sunita.invoiceNumber)).toContainText('Sunita Devi');

  await search.fill('ramesh');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(billCard(page, ramesh.invoiceNumber)).toBeVisible();

  await search.fill('Nobody Here');
  await expect(page.getByText('No bills found')).toBeVisible();
});

test('a Pending service bill with an advance is edited from Bill Book, then completed', async ({
  page,
  request,
}) => {
  const shop = await signUpServiceShop(request, page);
  const bill = await createBillViaApi(request, shop, {
    name: 'Ramesh Kumar',
    mobile: '9812345678',
    items: [{ name: 'Screen replacement', quantity: 1, price: 2500 }],
    customFields: {
      serviceFields: { IMEI: '356938035643809' },
      serviceInfo: { 'Assigned To': 'Vikas', 'Advance Amount': '500' },
    },
    payment: { amountPaid: 0 },
    status: 'under_service',
  });

  await page.goto('/bill-book');
  const card = billCard(page, bill.invoiceNumber);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('₹2,000');
  await card.getByRole('link', { name: 'Edit' }).click();

  await expect(page).toHaveURL(new RegExp(`/create-bill\\?billId=${bill._id}$`));
  await expect(page.getByLabel('Product name')).toHaveValue('Screen replacement');
  await page.getByRole('tab', { name: 'Payment Breakdown' }).click();
  await page.getByLabel('Amount Paid').fill('1500');
  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  const shared = page.getByRole('dialog', { name: 'Share Bill' });
  await expect(shared).toBeVisible();
  await shared.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Bill Book' }).first().click();
  await expect(page).toHaveURL(/\/bill-book$/);
  await card.getByRole('button', { name: new RegExp(bill.invoiceNumber) }).click();
  await expect(card.getByText('Amount Paid').locator('xpath=..')).toContainText('₹1,500');
  await expect(card.getByText('Advance', { exact: true }).locator('xpath=..')).toContainText(
    '₹500',
  );
  await expect(card.getByText('Assigned To').locator('xpath=..')).toContainText('Vikas');

  await card.getByRole('button', { name: 'Mark Completed' }).click();
  const completing = page.getByRole('dialog', { name: 'Mark Completed' });
  await expect(completing).toContainText('₹500');
  await completing.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(page.getByText('Bill saved as Completed')).toBeVisible();
  await expect(card).toContainText('Completed');
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);
  const stored = await request.get(`/api/bills/${bill._id}`, { headers: authHeader(shop.token) });
  expect((await stored.json()).data.status).toBe('completed');
});

test('Share Bill shows the public link of a completed bill', async ({ page, request, baseURL }) => {
  const shop = await signUpShop(request, page, { shopName: 'Share Test Store' });
  const bill = await createBillViaApi(request, shop, productBill('Sunita Devi', '9823456789'));

  await page.goto('/bill-book');
  await billCard(page, bill.invoiceNumber).getByRole('button', { name: 'Share Bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Bill' });
  await dialog.getByRole('button', { name: 'Get Link' }).click();
  await expect(dialog.getByLabel('Bill link')).toHaveValue(
    `${baseURL}/your-bill/${bill.shareToken}`,
  );
  await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919823456789\?text=/,
  );
});

test('the public receipt shows the items and totals without a login, and prints on one page', async ({
  browser,
  request,
}) => {
  const shop = await signupViaApi(request, { shopName: 'Receipt Test Mobiles' });
  const bill = await createBillViaApi(request, shop, productBill('Asha Verma', '9845678901'));
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();

  await page.goto(`/your-bill/${bill.shareToken}`);
  const receipt = page.getByRole('article', { name: `Bill ${bill.invoiceNumber}` });
  await expect(receipt).toContainText('Receipt Test Mobiles');
  await expect(receipt).toContainText('98******01');
  await expect(receipt.getByRole('row', { name: /Screen guard/ })).toContainText('2 × ₹150.50');
  await expect(receipt.getByRole('row', { name: /Battery/ })).toContainText('₹1,200');
  const totals: [string, string][] = [
    ['Base Amount', '₹1,501'],
    ['Discount (10%)', '₹150.10'],
    ['Final Total', '₹1,350.90'],
    ['Amount Paid', '₹1,000'],
    ['Pending', '₹350.90'],
  ];
  for (const [label, amount] of totals) {
    await expect(receipt.getByText(label, { exact: true }).locator('xpath=..')).toContainText(
      amount,
    );
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  // An 80 mm roll is about 302 CSS pixels wide: the receipt must not be cut off.
  await page.setViewportSize({ width: 302, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(302);
  const a4 = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(a4.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);

  await page.emulateMedia({ media: 'screen' });
  await page.goto('/your-bill/no-such-token');
  await expect(page.getByText('Failed to load bill.')).toBeVisible();
  await context.close();
});
