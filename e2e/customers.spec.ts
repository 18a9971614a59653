import type { APIRequestContext, Page } from '@playwright/test';
import {
  authHeader,
  createViaApi,
  expect,
  signupViaApi,
  test,
  uniqueMobile,
  useSessionIn,
  type Session,
} from './fixtures';

// The smallest phone the app is designed for (product §13).
test.use({ viewport: { width: 360, height: 740 } });

const addCustomerViaApi = (request: APIRequestContext, session: Session, name: string) =>
  createViaApi<{ _id: string; name: string; mobile: string }>(request, session, '/api/customers', {
    name,
    mobile: uniqueMobile(),
  });

function customerRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('adding a customer, then You Received ₹500 and You Paid ₹200 leaves ₹300 advance', async ({
  page,
  request,
}) => {
  await useSessionIn(page, await signupViaApi(request, { shopName: 'Verma Electronics' }));
  await page.goto('/clients');
  await expect(page.getByText('No customers found')).toBeVisible();

  const mobile = uniqueMobile();
  await page.getByLabel('Name').fill('Ravi Kumar');
  await page.getByLabel('Mobile').fill(mobile);
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(customerRow(page, 'Ravi Kumar')).toContainText('₹0');

  for (const [type, amount, note] of [
    ['You Received', '500', 'Cash'],
    ['You Paid', '200', 'Refund'],
  ] as const) {
    await page.getByRole('button', { name: 'Edit Ravi Kumar' }).click();
    await page.getByLabel('Amount (₹)').fill(amount);
    await page.getByRole('radio', { name: type }).check();
    await page.getByLabel('Note (optional)').fill(note);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeHidden();
  }

  const row = customerRow(page, 'Ravi Kumar');
  await expect(row).toContainText('₹300 advance');
  await row.getByRole('button', { name: 'Ravi Kumar', exact: true }).click();
  const items = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('You Gave');
  await expect(items.nth(0)).toContainText('₹200');
  await expect(items.nth(0)).toContainText('Refund');
  await expect(items.nth(1)).toContainText('You Got');
  await expect(items.nth(1)).toContainText('₹500');
  await expect(items.nth(1)).toContainText('Cash');
  await expect(page.getByText(mobile)).toBeVisible();
  // Nothing is owed, so there is nothing to remind about.
  await expect(page.getByRole('link', { name: 'Send WhatsApp reminder' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('a customer who owes gets a WhatsApp reminder with their number and the amount', async ({
  page,
  request,
}) => {
  const session = await signupViaApi(request, { shopName: 'Verma Electronics' });
  const customer = await addCustomerViaApi(request, session, 'Meena');
  const update = await request.put(`/api/customers/${customer._id}`, {
    headers: authHeader(session.token),
    data: {
      name: customer.name,
      mobile: customer.mobile,
      payment: { type: 'debit', amount: 1250.5 },
    },
  });
  expect(update.status()).toBe(200);

  await useSessionIn(page, session);
  await page.goto('/clients');
  await expect(page.getByText('Total due from customers: ₹1,250.50')).toBeVisible();
  const row = customerRow(page, 'Meena');
  await expect(row).toContainText('₹1,250.50 due');
  await row.getByRole('button', { name: 'Meena', exact: true }).click();

  const reminder = page.getByRole('link', { name: 'Send WhatsApp reminder' });
  const url = new URL((await reminder.getAttribute('href')) ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/91${customer.mobile}`);
  expect(url.searchParams.get('text')).toBe(
    'Namaste Meena, a payment of ₹1,250.50 is pending at Verma Electronics. Kindly pay at your convenience. Thank you!',
  );
  await expectNoSidewaysScroll(page);
});

test('a bill paid short shows on the customer as a due with its invoice number', async ({
  page,
  request,
}) => {
  const session = await signupViaApi(request);
  const mobile = uniqueMobile();
  const bill = await request.post('/api/bills', {
    headers: authHeader(session.token),
    data: {
      name: 'Kiran',
      mobile,
      items: [
        { name: 'Screen guard', quantity: 2, price: 250 },
        { name: 'Charger', quantity: 1, price: 700 },
      ],
      payment: { mode: 'cash', amountPaid: 900, discount: { type: 'amount', value: 0 } },
      status: 'completed',
    },
  });
  expect(bill.status(), await bill.text()).toBe(201);
  const { invoiceNumber } = (await bill.json()).data;

  await useSessionIn(page, session);
  await page.goto('/clients');
  const row = customerRow(page, 'Kiran');
  await expect(row).toContainText('₹300 due');
  await row.getByRole('button', { name: 'Kiran', exact: true }).click();

  const items = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'You Gave' })).toContainText('₹1,200');
  await expect(items.filter({ hasText: 'You Gave' })).toContainText(`Bill ${invoiceNumber}`);
  await expect(items.filter({ hasText: 'You Got' })).toContainText('₹900');
  await expect(items.filter({ hasText: 'You Got' })).toContainText(`Bill ${invoiceNumber}`);
  // A bill's entries follow the bill: the Customer Manager offers no way to edit them.
  await expect(items.getByRole('button')).toHaveCount(0);
});

test('at 360 px a name stays on one line, cut only when too long; the mobile takes digits only', async ({
  page,
  request,
}) => {
  const session = await signupViaApi(request, { shopName: 'Verma Electronics' });
  const longName = 'Venkatanarasimharajuvaripeta Subrahmanyam Lakshminarayana';
  for (const name of ['Priya Sharma', 'Ravi Kumar Sharma', longName]) {
    await addCustomerViaApi(request, session, name);
  }
  await useSessionIn(page, session);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/clients');

  const nameText = (name: string) =>
    customerRow(page, name)
      .locator('[data-customer-name]')
      .evaluate((element) => ({
        lines: Math.round(
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        ),
        isCut: element.scrollWidth > element.clientWidth,
      }));
  expect(await nameText('Priya Sharma')).toEqual({ lines: 1, isCut: false });
  expect(await nameText('Ravi Kumar Sharma')).toEqual({ lines: 1, isCut: false });
  expect(await nameText(longName)).toEqual({ lines: 1, isCut: true });
  const longRow = customerRow(page, longName);
  await expect(longRow.getByRole('button', { name: longName, exact: true })).toHaveAttribute(
    'title',
    longName,
  );
  await longRow.getByRole('button', { name: longName, exact: true }).click();
  await expect(page.getByText(`Name: ${longName}`)).toBeVisible();
  await expectNoSidewaysScroll(page);

  const mobile = page.getByLabel('Mobile');
  await mobile.pressSequentially('98765abc43-21099');
  await expect(mobile).toHaveValue('9876543210');
});
