import {
  authHeader,
  createBillViaApi,
  expect,
  expectNoSidewaysScroll,
  signUpShop,
  test,
  uniqueMobile,
} from './fixtures';

// Product §16 "The document": a registered shop's customer gets a tax invoice, on the page the
// server draws, on the phone and on an 80 mm roll; the shop's copy shows the same GST parts,
// loaded only for such a bill.

test('a B2B bill to another state is a tax invoice on the receipt, on a roll and in the Bill Book', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const shop = await signUpShop(request, page, { shopName: 'Sharma Mobiles' });
  const settings = await request.put('/api/auth/settings', {
    headers: authHeader(shop.token),
    data: {
      gst: { registration: 'regular', gstin: '27AAPFU0939F1ZV', legalName: 'Sharma Telecom LLP' },
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const bill = await createBillViaApi(request, shop, {
    name: 'Kumar Traders',
    mobile: uniqueMobile(),
    items: [{ name: 'Phone', quantity: 2, price: 500, hsn: '8517' }],
    payment: { discount: { type: 'amount', value: 100 } },
    gst: { customerGstin: '29AAGCB7383J1Z4', customerAddress: '4th Cross, Indiranagar' },
    status: 'completed',
  });

  await page.goto(`/your-bill/${bill.shareToken}`);
  const receipt = page.getByRole('article', { name: `Bill ${bill.invoiceNumber}` });
  for (const text of [
    'Tax Invoice',
    'Sharma Telecom LLP',
    'GSTIN: 27AAPFU0939F1ZV',
    '4th Cross, Indiranagar',
    'Place of supply',
    'HSN 8517',
    'Taxable ₹762.71',
    'IGST ₹137.29',
    'Rupees Nine Hundred Only',
    'HSN summary',
    'Authorised signatory',
  ]) {
    await expect(receipt.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expectNoSidewaysScroll(page, 'the tax invoice at 360 px');
  // 302 CSS px is 80 mm: the roll's print rules take over.
  await page.setViewportSize({ width: 302, height: 800 });
  await page.emulateMedia({ media: 'print' });
  await expectNoSidewaysScroll(page, 'the tax invoice on an 80 mm roll');
  expect((await page.pdf({ width: '80mm' })).byteLength).toBeGreaterThan(0);
  await page.emulateMedia({ media: 'screen' });

  // The shop's copy: its parts load for this bill.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/view-bill/${bill._id}`);
  await expect(page.getByText('Karnataka (29)').first()).toBeVisible();
  await expect(page.getByText('GST 18% · IGST ₹137.29')).toBeVisible();
  await expect(page.getByText('Invoice Total', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the shop’s copy at 360 px');
});
