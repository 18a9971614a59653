import { FOLLOWUP_TIME_STEP_MINUTES, roundUpToMinutes, toShopDateTime } from '@khatabill/domain';
import { adminLogin, createViaApi, expect, signUpShop, test, useSessionIn } from './fixtures';

test.use({ viewport: { width: 360, height: 640 } });

test('a follow-up within the hour reaches the admin, who marks it as sent', async ({
  browser,
  page,
  request,
}) => {
  const shop = await signUpShop(request, page, { shopName: 'Glow Beauty Parlour' });
  await createViaApi(request, shop, '/api/customers', {
    name: 'Kavya Menon',
    mobile: '9876512345',
  });
  await createViaApi(request, shop, '/api/products', { name: 'Facial', price: 900 });

  // Booked for the first 15-minute step at least 16 minutes away: inside the 1-hour reminder.
  const soon = roundUpToMinutes(new Date(Date.now() + 16 * 60_000), FOLLOWUP_TIME_STEP_MINUTES);
  await page.goto('/follow-up');
  await page.getByRole('combobox', { name: 'Customer' }).fill('Kavya');
  await page.getByRole('option', { name: /Kavya Menon/ }).click();
  await page.getByLabel('Service').selectOption({ label: 'Facial · ₹900' });
  await page.getByLabel('Schedule time').fill(toShopDateTime(soon));
  await page.getByLabel('Remind before').selectOption('1h');
  await expect(page.getByText(/^Reminder in \d+ mins$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save Follow-Up' }).click();
  await expect(page.getByText('Follow-up saved')).toBeVisible();

  // The reminder job runs every second in these journeys (REMINDER_JOB_INTERVAL_MS).
  const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const adminPage = await context.newPage();
  await useSessionIn(adminPage, await adminLogin(request));
  await adminPage.goto('/admin/notifications');
  await expect(adminPage.getByRole('heading', { name: 'Pending Notifications' })).toBeVisible();
  const row = adminPage.getByRole('article', { name: 'Kavya Menon' });
  await expect(async () => {
    await adminPage.reload();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 40_000 }); // a condition: a busy machine only takes longer
  await expect(adminPage.getByText(/^\d+ pending$/)).toBeVisible();
  await expect(row).toContainText('9876512345');
  await expect(row).toContainText('Glow Beauty Parlour');
  await expect(row).toContainText('Facial');
  const whatsapp = row.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/919876512345\?text=/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );

  await row.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(adminPage.getByText('Marked as sent to Kavya Menon')).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminPage.reload();
  await expect(adminPage.getByRole('heading', { name: 'Pending Notifications' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await context.close();
});
