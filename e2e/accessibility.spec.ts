import AxeBuilder from '@axe-core/playwright';
import { toShopDay } from '@khatabill/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminLogin,
  authHeader,
  createBillViaApi,
  createViaApi,
  expect,
  signupViaApi,
  test,
  useSessionIn,
} from './fixtures';

test.use({ viewport: { width: 360, height: 640 } });

// Every screen of spec §2 at the smallest phone the app is made for (DESIGN §5), checked
// with every axe rule, best practices (heading order, landmarks) included: none may fail.

/** The axe rules the page as it is now breaks, one line each. */
async function violationsOn(page: Page, screen: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${screen}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * A repair shop with a product, customers, a shared bill with a reminder due today, a
 * follow-up and an expense, so lists are not empty.
 */
async function shopWithData(request: APIRequestContext) {
  const shop = await signupViaApi(request, {
    shopName: 'Sharma Mobile Care',
    billingMode: ['product', 'service'],
    businessType: 'mobile-laptop-repair',
  });
  const headers = authHeader(shop.token);
  const product = await createViaApi<{ _id: string }>(request, shop, '/api/products', {
    name: 'Screen guard',
    price: 199,
  });
  const customer = await createViaApi<{ _id: string }>(request, shop, '/api/customers', {
    name: 'Asha Verma',
    mobile: '9812345678',
  });
  await createViaApi(request, shop, '/api/followups', {
    customerId: customer._id,
    productId: product._id,
    scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    remindBefore: '1d',
    notes: 'Bring the old phone',
  });
  await createViaApi(request, shop, '/api/expenses/create', {
    category: 'Rent',
    amount: 5000,
    date: toShopDay(new Date()),
  });
  const { _id, shareToken } = await createBillViaApi(request, shop, {
    name: 'Ravi Kumar',
    mobile: '9876543210',
    items: [{ name: 'Screen guard', quantity: 2, price: 199 }],
    payment: { amountPaid: 100 },
    status: 'under_service',
    customFields: { serviceFields: { IMEI: '356938035643809' }, serviceInfo: {} },
    // Due today: the dashboard lists it under Today's Follow-Ups, View Bill shows it.
    reminder: { enabled: true, date: toShopDay(new Date()), message: 'Your phone is ready' },
  });
  const me = await request.get('/api/auth/me', { headers });
  return { session: { token: shop.token, user: (await me.json()).data }, billId: _id, shareToken };
}

/** Opens a screen and checks it fits the phone: nothing scrolls sideways at 360 px. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
}

type ShopData = Awaited<ReturnType<typeof shopWithData>>;

/** Each screen as a signed-in shop sees it, some with a row opened. */
const SHOP_SCREENS: {
  name: string;
  path: (data: ShopData) => string;
  then?: (page: Page) => Promise<void>;
}[] = [
  ...[
    '/welcome',
    '/create-bill',
    '/dashboard',
    '/products',
    '/setup',
    '/follow-up',
    '/follow-up-status',
    '/expenses',
  ].map((path) => ({ name: path, path: () => path })),
  { name: '/view-bill', path: ({ billId }) => `/view-bill/${billId}` },
  {
    name: '/bill-book with a bill opened',
    path: () => '/bill-book',
    then: async (page) => {
      await page.getByRole('button', { name: /^INV-1/ }).click();
      await expect(page.getByText('356938035643809')).toBeVisible();
    },
  },
  {
    name: '/follow-up-status with Postpone opened',
    path: () => '/follow-up-status',
    then: async (page) => {
      await page.getByRole('button', { name: 'Postpone' }).click();
      await expect(page.getByRole('dialog', { name: 'Postpone follow-up' })).toBeVisible();
    },
  },
  {
    name: '/expenses with Delete asked',
    path: () => '/expenses',
    then: async (page) => {
      await page.getByRole('button', { name: /^Delete Rent/ }).click();
      await expect(page.getByRole('dialog', { name: 'Delete this expense?' })).toBeVisible();
    },
  },
  {
    name: '/clients with a customer opened',
    path: () => '/clients',
    then: async (page) => {
      await page.getByRole('button', { name: 'Ravi Kumar', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
    },
  },
];

for (const screen of SHOP_SCREENS) {
  test(`${screen.name} has no axe violations at 360 px`, async ({ page, request }) => {
    const data = await shopWithData(request);
    await useSessionIn(page, data.session);
    await open(page, screen.path(data));
    await screen.then?.(page);
    expect(await violationsOn(page, screen.name)).toEqual([]);
  });
}

for (const path of [
  '/',
  '/auth',
  '/auth?mode=signup',
  '/deals',
  '/campaigns/diwali-sale',
  '/unauthorized',
  '/no-such-page',
]) {
  test(`${path} has no axe violations at 360 px`, async ({ page }) => {
    await open(page, path);
    expect(await violationsOn(page, path)).toEqual([]);
  });
}

test('/your-bill has no axe violations at 360 px', async ({ page, request }) => {
  const { shareToken } = await shopWithData(request);
  await open(page, `/your-bill/${shareToken}`);
  await expect(page.getByRole('article')).toBeVisible();
  expect(await violationsOn(page, '/your-bill')).toEqual([]);
});

test('/admin/notifications has no axe violations at 360 px', async ({ page, request }) => {
  await useSessionIn(page, await adminLogin(request));
  await open(page, '/admin/notifications');
  expect(await violationsOn(page, '/admin/notifications')).toEqual([]);
});
