import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createBillViaApi, expect, signUpServiceShop, test } from './fixtures';

// The smallest phone the app is designed for (product §13).
test.use({ viewport: { width: 360, height: 640 } });

/** A new repair shop's bill for a screen replacement, in service. */
async function repairInService(
  request: APIRequestContext,
  page: Page,
  payment: { amountPaid: number } = { amountPaid: 0 },
) {
  const shop = await signUpServiceShop(request, page);
  return createBillViaApi(request, shop, {
    name: 'Meera Iyer',
    mobile: '9812345678',
    items: [{ name: 'Screen replacement', quantity: 1, price: 2500 }],
    customFields: { serviceFields: { IMEI: '356938035643809' }, serviceInfo: {} },
    payment,
    status: 'under_service',
  });
}

test("a repair's receipt shows where the job is; Mark Completed offers Tell the customer it's ready", async ({
  page,
  request,
}) => {
  const bill = await repairInService(request, page, { amountPaid: 500 });

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

/** How light the middle of an element is as drawn, from 0 (black) to 255 (white). */
async function lightnessAtCentre(element: Locator): Promise<number> {
  const png = (await element.screenshot()).toString('base64');
  return element.page().evaluate(async (data) => {
    // Decoded from a Blob, which the receipt page's Content-Security-Policy leaves alone.
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const x = Math.floor(image.width / 2);
    const y = Math.floor(image.height / 2);
    const [red = 0, green = 0, blue = 0] = context.getImageData(x, y, 1, 1).data;
    return (red + green + blue) / 3;
  }, png);
}

test('a printed receipt keeps the job status: steps reached are filled dots, the step to come a ring', async ({
  page,
  request,
}) => {
  const bill = await repairInService(request, page);
  await page.goto(`/your-bill/${bill.shareToken}`);
  const job = page.getByRole('region', { name: 'Job status' });
  const dot = (reached: boolean) =>
    job.locator(`li[data-reached="${reached}"] > span[aria-hidden="true"]`);
  await expect(dot(true)).toHaveCount(2);
  // The print rules drop every background and draw in black: what the paper gets.
  await page.emulateMedia({ media: 'print' });

  for (const reached of await dot(true).all()) {
    expect(await lightnessAtCentre(reached)).toBeLessThan(100);
  }
  expect(await lightnessAtCentre(dot(false))).toBeGreaterThan(200);
});
