import type { Page } from '@playwright/test';
import {
  expect,
  fillCustomer,
  fillItem,
  openFromMore,
  signUpServiceShop,
  snap,
  test,
} from './fixtures';

// The smallest phone the app is designed for, with its short screen (product §13).
test.use({ viewport: { width: 360, height: 640 } });

const customerRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });

test('a bill saved Pending with part payment is completed at the counter with the rest, and the khata settles to 0', async ({
  page,
  request,
}) => {
  await signUpServiceShop(request, page);
  await page.goto('/create-bill');

  await fillCustomer(page, 'Ramesh Kumar', '9812345678');
  await fillItem(page, 1, 'Screen replacement', '1500');
  await page.getByRole('tab', { name: 'Payment Breakdown' }).click();
  await page.getByLabel('Amount Paid').fill('500');
  const payment = page.getByRole('tabpanel', { name: 'Payment Breakdown' });
  await expect(
    payment.getByText('On Hold keeps no payment: the ₹500 in Amount Paid is not saved'),
  ).toBeVisible();
  await expect(payment.getByText('Pending ₹1,000 (marked GIVE in the khata)')).toBeVisible();
  await snap(page, '1-create-bill-part-paid');

  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(page.getByText('Bill created successfully')).toBeVisible();
  const share = page.getByRole('dialog', { name: 'Share Bill' });
  await expect(share.getByRole('button', { name: 'Get Link' })).toBeVisible();
  await share.getByRole('button', { name: 'Close' }).click();

  // Seen once before the payment, so the Clients list is cached with the old balance.
  await openFromMore(page, 'Clients');
  await expect(customerRow(page, 'Ramesh Kumar')).toContainText('₹1,000 due');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Bill Book' })
    .click();
  const card = page.getByRole('article', { name: 'INV-1' });
  await expect(card).toContainText('Pending');
  await card.getByRole('button', { name: 'Mark Completed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Completed' });
  await expect(dialog.getByText('Pending', { exact: true }).locator('xpath=..')).toContainText(
    '₹1,000',
  );
  await expect(dialog.getByLabel('Amount received now (₹)')).toHaveValue('');
  await dialog.getByLabel('Amount received now (₹)').fill('1000');
  await expect(dialog.getByRole('status')).toHaveText('After this: Nothing left pending.');
  await snap(page, '2-mark-completed-dialog');
  await dialog.getByRole('button', { name: 'Mark Completed' }).click();

  await expect(page.getByText('Bill saved as Completed. ₹1,000 received.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Completed');
  await expect(card.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);
  await snap(page, '3-bill-book-completed');

  await openFromMore(page, 'Clients');
  const row = customerRow(page, 'Ramesh Kumar');
  await expect(row).toContainText('₹0');
  await expect(row).not.toContainText('due');
  await row.getByRole('button', { name: 'Ramesh Kumar', exact: true }).click();
  const history = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  // Newest first: the payment on the bill above the bill's charge, which came before it.
  await expect(history.nth(0)).toContainText('You Got');
  await expect(history.nth(0)).toContainText('₹1,500');
  await expect(history.nth(1)).toContainText('You Gave');
  await expect(history.nth(1)).toContainText('₹1,500');
  await snap(page, '4-clients-settled');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
