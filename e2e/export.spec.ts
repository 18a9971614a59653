import { createBillViaApi, download, expect, signUpShop, test, uniqueMobile } from './fixtures';

// The smallest phone the app is designed for (product §13).
test.use({ viewport: { width: 360, height: 640 } });

test('the Bill Book and the Customer Manager export what they list as CSV for Excel', async ({
  page,
  request,
}) => {
  const shop = await signUpShop(request, page);
  const mobile = uniqueMobile();
  const bill = await createBillViaApi(request, shop, {
    name: '=HYPERLINK("http://evil.example","Pay")',
    mobile,
    items: [{ name: 'Charger', quantity: 2, price: 450 }],
    payment: { mode: 'upi', amountPaid: 500, discount: { type: 'amount', value: 0 } },
    status: 'completed',
  });

  await page.goto('/bill-book');
  await expect(page.getByText(bill.invoiceNumber)).toBeVisible();
  const bills = await download(page, 'Export CSV');

  expect(bills.name).toMatch(/^bills-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(bills.text.startsWith('\uFEFFDate,Invoice number,Status,Customer,')).toBe(true);
  const [, row] = bills.text.slice(1).split('\r\n');
  expect(row).toContain(
    `${bill.invoiceNumber},Completed,"'=HYPERLINK(""http://evil.example"",""Pay"")"`,
  );
  expect(row).toContain('Charger × 2 @ 450,900,0,0,900,500,400,0,upi');

  await page.goto('/clients');
  const customers = await download(page, 'Export CSV');
  expect(customers.name).toBe('customers.csv');
  expect(customers.text).toBe(
    `\uFEFFName,Mobile,Due,Advance\r\n"'=HYPERLINK(""http://evil.example"",""Pay"")",${mobile},400,0\r\n`,
  );
});
