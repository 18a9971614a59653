import { createBillViaApi, expect, signUpServiceShop, test } from './fixtures';

// The smallest phone the app is designed for (DESIGN.md §5).
test.use({ viewport: { width: 360, height: 640 } });

test("a repair's receipt shows where the job is; Mark Completed offers Tell the customer it's ready", async ({
  page,
  request,
}) => {
  const shop = await signUpServiceShop(request, page);
  const bill = await createBillViaApi(request, shop, {
    name: 'Meera Iyer',
    mobile: '9812345678',
    items: [{ name: 'Screen replacement', quantity: 1, price: 2500 }],
    customFields: { serviceFields: { IMEI: '356938035643809' }, serviceInfo: {} },
    payment: { amountPaid: 500 },
    status: 'under_service',
  });

  const customer = await page.context().newPage();
  await customer.goto(`/your-bill/${bill.shareToken}`);
  const job = customer.getByRole('region', { name: 'Job status' });
  await expect(job.locator('li[data-reached="true"]')).toHaveText([/Received/, /In service/]);
  await expect(job.locator('li[data-reached="false"]')).toHaveText(['Ready']);

  await page.goto('/bill-book');
  const card = page.getByRole('article', { name: bill.invoiceNumber });
  await card.getByRole('button', { name: 'Mark Completed' }).click();
  await page
    .getByRole('dialog', { name: 'Mark Completed' })
    .getByRole('button', { name: 'Mark Completed' })
    .click();
  const share = page.getByRole('dialog', { name: 'Share Bill' });
  const ready = share.getByRole('link', { name: "Tell the customer it's ready" });
  await expect(ready).toBeVisible();
  const text = decodeURIComponent((await ready.getAttribute('href'))?.split('text=')[1] ?? '');
  expect(text).toContain(
    `Hello Meera Iyer, your job ${bill.invoiceNumber} at Fixit Mobile Care is ready for pickup. Pending amount: ₹2,000.`,
  );
  expect(text).toContain(`/your-bill/${bill.shareToken}`);

  await customer.reload();
  await expect(job.locator('li[data-reached="true"]')).toHaveText([
    /Received/,
    /In service/,
    /Ready/,
  ]);
});
