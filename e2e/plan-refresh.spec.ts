import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminLogin,
  authHeader,
  createBillViaApi,
  expect,
  signUpShop,
  test,
  type Session,
} from './fixtures';

test.use({ viewport: { width: 360, height: 640 } });

/** The admin changes the shop's plan, as `npm run admin -- set-plan` does. */
async function setPlan(
  request: APIRequestContext,
  shop: Session,
  plan: { plan: string; planExpiresAt: string | null; trialEndsAt: string | null },
) {
  const admin = await adminLogin(request);
  const response = await request.patch(`/api/admin/shops/${shop.user._id}/plan`, {
    headers: authHeader(admin.token),
    data: plan,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const TRIAL_ENDED = { plan: 'starter', planExpiresAt: null, trialEndsAt: null };
const NEXT_YEAR = `${new Date().getFullYear() + 1}-12-31`;

const cashBill = {
  name: 'Meena Joshi',
  mobile: '9811122233',
  items: [{ name: 'Tempered glass', quantity: 1, price: 199 }],
  payment: { mode: 'cash', amountPaid: 199 },
  status: 'completed',
};

/** `count` completed bills, made by "another device" of the shop (the API, a few at a time). */
async function makeBills(request: APIRequestContext, shop: Session, count: number) {
  for (let made = 0; made < count; made += 10) {
    const batch = Math.min(10, count - made);
    await Promise.all(
      Array.from({ length: batch }, () => createBillViaApi(request, shop, cashBill)),
    );
  }
}

async function openMore(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  return page.getByRole('navigation', { name: 'More' });
}

const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' });

/** Away from Create Bill the app reads the plan every 5 s: room for that on a busy machine. */
const WITHIN_A_POLL = { timeout: 20_000 };

test('a plan the admin changes shows on the open app within seconds, without a new login', async ({
  page,
  request,
}) => {
  const shop = await signUpShop(request, page, { shopName: 'Refresh Mobiles' });
  const bill = await createBillViaApi(request, shop, cashBill);
  await page.goto('/bill-book');
  const card = page.getByRole('article', { name: bill.invoiceNumber });
  await expect(card).toBeVisible();
  await expect(page.getByLabel('From')).toBeEnabled();

  await setPlan(request, shop, TRIAL_ENDED);
  // The open Bill Book keeps its list and locks its dates; no refusal, no Try again.
  await expect(page.getByLabel('From')).toBeDisabled(WITHIN_A_POLL);
  await expect(
    page.getByText('Date filter is available only on Growth and Pro plans.'),
  ).toBeVisible();
  await expect(card).toBeVisible();
  await expect(tryAgain(page)).toHaveCount(0);

  const more = await openMore(page);
  await more.getByRole('button', { name: 'Follow-Up (upgrade required)' }).click();
  await expect(page.getByText('Upgrade to access this feature.')).toBeVisible();
  await expect(page).toHaveURL(/\/bill-book$/);

  // Opened by its address, a restricted screen explains instead of failing.
  await page.goto('/follow-up');
  await expect(
    page.getByRole('heading', { name: 'Upgrade to access this feature.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Follow-Up / Booking' })).toHaveCount(0);
  await expect(tryAgain(page)).toHaveCount(0);

  // An upgrade shows as soon: the gate lifts, and the menu links Follow-Up again.
  await setPlan(request, shop, { plan: 'growth', planExpiresAt: NEXT_YEAR, trialEndsAt: null });
  await expect(page.getByRole('heading', { name: 'New Follow-Up / Booking' })).toBeVisible(
    WITHIN_A_POLL,
  );
  await page.goto('/bill-book');
  await expect(page.getByLabel('From')).toBeEnabled();
  await expect(
    (await openMore(page)).getByRole('link', { name: 'Follow-Up', exact: true }),
  ).toBeVisible();
});

test('Bill Book opened with the plan of an old login lists the bills the plan allows', async ({
  page,
  request,
}) => {
  const shop = await signUpShop(request, page);
  const bill = await createBillViaApi(request, shop, cashBill);
  // The phone still holds the trial it logged in with (the seeded session) when it opens.
  await setPlan(request, shop, TRIAL_ENDED);

  await page.goto('/bill-book');
  await expect(page.getByRole('article', { name: bill.invoiceNumber })).toBeVisible();
  await expect(page.getByLabel('From')).toBeDisabled();
  await expect(tryAgain(page)).toHaveCount(0);
});

test("Create Bill's usage banners follow the bills made on another device", async ({
  page,
  request,
}) => {
  test.slow(); // two hundred bills
  const shop = await signUpShop(request, page);
  await setPlan(request, shop, { plan: 'starter', planExpiresAt: NEXT_YEAR, trialEndsAt: null });
  await makeBills(request, shop, 189);

  await page.goto('/create-bill');
  await expect(page.getByRole('heading', { name: 'Create Bill' })).toBeVisible();
  const lowQuota = page.getByText(/Only \d+ bills left this month/);
  await expect(lowQuota).toHaveCount(0);

  await makeBills(request, shop, 1);
  await expect(page.getByText(/Only 10 bills left this month/)).toBeVisible();

  await makeBills(request, shop, 10);
  await expect(
    page.getByText(
      "You've reached your billing limit. Please upgrade to continue using this feature.",
    ),
  ).toBeVisible();
  await expect(lowQuota).toHaveCount(0);
});
