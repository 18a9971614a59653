import {
  createBillViaApi,
  expect,
  fillCustomer,
  fillItem,
  openSection,
  signUpShop,
  test,
  uniqueMobile,
  snap,
} from './fixtures';

// Product §17: the owner adds a helper in Settings and sends the invite link; the helper
// joins on another phone, bills, and finds only their screens; removed, their app signs out.
// A new shop is on its trial, which includes staff. At the smallest phone the app is designed for.
test.use({ viewport: { width: 360, height: 640 } });

test('an owner invites a helper who bills on their own phone, until the owner removes them', async ({
  page,
  request,
  browser,
}) => {
  const owner = await signUpShop(request, page, { shopName: 'Gupta General Store' });
  await createBillViaApi(request, owner, {
    name: 'Sunita Rao',
    mobile: uniqueMobile(),
    items: [{ name: 'Sugar 1 kg', quantity: 1, price: 48 }],
    status: 'completed',
  });
  const helperMobile = uniqueMobile();

  await page.goto('/setup');
  await openSection(page, 'Staff');
  await expect(page.getByText('Only you so far.')).toBeVisible();
  const addForm = page.getByRole('form', { name: 'Add staff' });
  await addForm.getByLabel('Name').fill('Asha Verma');
  await addForm.getByLabel('Mobile').fill(helperMobile);
  await addForm.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/91${helperMobile}\\?text=.*Gupta%20General%20Store`),
  );
  const inviteLink = await page.getByLabel('Invite link', { exact: true }).inputValue();
  expect(inviteLink).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Asha Verma' })).toContainText(
    'Last sign-in: Never',
  );
  await snap(page, 'staff-settings', { fullPage: true });

  // Another phone: the helper's.
  const helperPhone = await browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const helper = await helperPhone.newPage();
  await helper.goto(inviteLink);
  await helper.getByLabel('Choose a password').fill('helper-pass');
  await snap(helper, 'staff-join', { fullPage: true });
  await helper.getByRole('button', { name: 'Join' }).click();
  await expect(helper).toHaveURL(/\/create-bill$/);
  await expect(helper.getByRole('link', { name: 'Gupta General Store' })).toBeVisible();

  await fillCustomer(helper, 'Ramesh Kumar', '9876543210');
  await fillItem(helper, 1, 'Rice 5 kg', '450');
  await helper.getByRole('button', { name: 'Save & Done' }).click();
  const share = helper.getByRole('dialog', { name: 'Share Bill' });
  await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919876543210\?text=/,
  );
  await share.getByRole('button', { name: 'Close' }).click();

  await helper
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  const more = helper.getByRole('navigation', { name: 'More' });
  await expect(more.getByRole('link', { name: 'Clients' })).toBeVisible();
  await expect(more.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(more.getByRole('link', { name: 'Expenses' })).toHaveCount(0);
  await snap(helper, 'staff-more', { fullPage: true });

  await helper.goto('/setup');
  await expect(helper.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await snap(helper, 'staff-access-denied', { fullPage: true });
  await helper.goto('/dashboard');
  await expect(helper.getByText('Welcome, Asha Verma')).toBeVisible();
  await expect(helper.getByText('Profit')).toHaveCount(0);
  await snap(helper, 'staff-dashboard', { fullPage: true });

  // The owner sees who made the bill, and can list the helper's bills alone.
  await page.goto('/bill-book');
  const helpersBill = page.getByRole('article').filter({ hasText: 'Ramesh Kumar' });
  await expect(helpersBill.getByText('Created by Asha Verma')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Made by').selectOption({ label: 'Asha Verma' });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(helpersBill).toBeVisible();
  await snap(page, 'owner-bill-book', { fullPage: true });

  // The owner removes the helper; the helper's open app is back at login at its next request.
  await page.goto('/setup');
  await openSection(page, 'Staff');
  await page.getByRole('button', { name: 'Remove Asha Verma' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this staff member?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Only you so far.')).toBeVisible();

  // Its app also reads the user every 5 s, which may have signed it out already.
  const billBook = helper.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Bill Book',
  });
  if (await billBook.isVisible()) await billBook.click();
  await expect(helper).toHaveURL(/\/auth$/);
  await expect(helper.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await helperPhone.close();
});
