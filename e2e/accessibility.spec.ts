import AxeBuilder from '@axe-core/playwright';
import { addDays, toShopDay } from '@khatabill/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminLogin,
  authHeader,
  createBillViaApi,
  createViaApi,
  expect,
  expectNoSidewaysScroll,
  signupViaApi,
  test,
  useSessionIn,
} from './fixtures';

test.use({ viewport: { width: 360, height: 640 } });

// Every screen of product §2 at the smallest phone the app is made for (product §13), checked
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
 * follow-up, an expense and a running deal, so lists are not empty.
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
  const { slug } = await createViaApi<{ slug: string }>(request, shop, '/api/campaigns/mine', {
    title: 'Festive screen guard offer',
    description: 'Screen guards and covers at festival prices.',
    deadline: addDays(toShopDay(new Date()), 7),
    contactPhone: '9812345678',
    items: [
      { name: 'Screen guard', originalPrice: 299, offerPrice: 199 },
      { name: 'Phone cover', originalPrice: 350, offerPrice: 250 },
    ],
  });
  const me = await request.get('/api/auth/me', { headers });
  return {
    session: { token: shop.token, user: (await me.json()).data },
    billId: _id,
    shareToken,
    dealSlug: slug,
  };
}

/** Opens a screen and checks it fits the phone: nothing scrolls sideways at 360 px. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, `${path} at 360 px`);
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
    '/my-deals',
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
    name: '/my-deals with the New deal form',
    path: () => '/my-deals',
    then: async (page) => {
      await page.getByRole('button', { name: 'New deal' }).click();
      await page.getByRole('button', { name: 'Create deal' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
    },
  },
  {
    name: '/my-deals with End asked',
    path: () => '/my-deals',
    then: async (page) => {
      await page.getByRole('button', { name: 'End Festive screen guard offer' }).click();
      await expect(page.getByRole('dialog', { name: 'End this deal now?' })).toBeVisible();
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

test('/welcome as a visitor sees it has no axe violations at 360 px', async ({ page }) => {
  await open(page, '/welcome');
  await expect(page.getByRole('link', { name: 'Create free account' })).toBeVisible();
  expect(await violationsOn(page, '/welcome for a visitor')).toEqual([]);
});

test('/deals and /campaigns/{slug} with a running deal have no axe violations at 360 px', async ({
  page,
  request,
}) => {
  const { dealSlug } = await shopWithData(request);
  await open(page, '/deals?q=Festive screen guard');
  await expect(
    page.getByRole('article', { name: 'Festive screen guard offer' }).first(),
  ).toBeVisible();
  expect(await violationsOn(page, '/deals with a deal')).toEqual([]);

  await open(page, `/campaigns/${dealSlug}`);
  await expect(page.getByRole('link', { name: 'Call Shop' })).toBeVisible();
  expect(await violationsOn(page, '/campaigns/{slug}')).toEqual([]);
});

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
