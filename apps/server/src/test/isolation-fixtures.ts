import { billPayload } from './bills';
import { dealPayload } from './campaigns';
import { uniqueMobile } from './factories';
import { hoursFromNow } from './followups';
import { pngOf } from './images';
import { shopToday } from './reminders';
import type { RouteKey } from './route-table';
import type { ShopRows } from './shop-rows';

/**
 * How each registered route is called by another shop. A route missing
 * from all four tables fails reliability/isolation.test.ts, so a new route cannot be left out.
 */

export type FixtureRequest = {
  url: string;
  payload?: object;
  /** A multipart form instead of JSON (uploads). */
  form?: () => Promise<Record<string, string | { blob: Blob; filename: string }>>;
};

/** Routes that name a row of the shop in the path: shop B naming shop A's row gets a 404. */
export const ROUTES_BY_ID: Record<RouteKey, (a: ShopRows) => FixtureRequest> = {
  'PUT /api/products/:id': (a) => ({
    url: `/api/products/${a.productId}`,
    payload: { name: 'Taken over', price: 1 },
  }),
  'DELETE /api/products/:id': (a) => ({ url: `/api/products/${a.productId}` }),
  'GET /api/bills/:id': (a) => ({ url: `/api/bills/${a.billId}` }),
  'PATCH /api/bills/:id': (a) => ({ url: `/api/bills/${a.billId}`, payload: { notes: 'mine' } }),
  'PATCH /api/bills/:id/status': (a) => ({
    url: `/api/bills/${a.billId}/status`,
    payload: { status: 'under_service' },
  }),
  'GET /api/customers/:id': (a) => ({ url: `/api/customers/${a.customerId}` }),
  'PUT /api/customers/:id': (a) => ({
    url: `/api/customers/${a.customerId}`,
    payload: {
      name: 'Taken over',
      mobile: a.customerMobile,
      payment: { type: 'credit', amount: 1 },
    },
  }),
  'DELETE /api/customers/:id': (a) => ({ url: `/api/customers/${a.customerId}` }),
  'GET /api/customers/:id/ledger.csv': (a) => ({
    url: `/api/customers/${a.customerId}/ledger.csv`,
  }),
  'POST /api/customers/:id/statement-link': (a) => ({
    url: `/api/customers/${a.customerId}/statement-link`,
  }),
  'POST /api/customers/:id/statement-link/reset': (a) => ({
    url: `/api/customers/${a.customerId}/statement-link/reset`,
  }),
  'DELETE /api/expenses/:id': (a) => ({ url: `/api/expenses/${a.expenseId}` }),
  'GET /api/followups/:id': (a) => ({ url: `/api/followups/${a.followupId}` }),
  'PATCH /api/followups/:id/status': (a) => ({
    url: `/api/followups/${a.followupId}/status`,
    payload: { status: 'done' },
  }),
  'GET /api/campaigns/mine/:id': (a) => ({ url: `/api/campaigns/mine/${a.campaignId}` }),
  'PUT /api/campaigns/mine/:id': (a) => ({
    url: `/api/campaigns/mine/${a.campaignId}`,
    payload: dealPayload({ title: 'Taken over' }),
  }),
  'POST /api/campaigns/mine/:id/end': (a) => ({ url: `/api/campaigns/mine/${a.campaignId}/end` }),
  'DELETE /api/campaigns/mine/:id': (a) => ({ url: `/api/campaigns/mine/${a.campaignId}` }),
  'POST /api/staff/:id/invite': (a) => ({ url: `/api/staff/${a.memberId}/invite` }),
  'DELETE /api/staff/:id': (a) => ({ url: `/api/staff/${a.memberId}` }),
};

/**
 * Routes that read the shop's own rows, searches looking for `word` (shop A's marker): shop
 * B's answer holds nothing of shop A.
 */
export const LIST_ROUTES: Record<RouteKey, (word: string) => string> = {
  'GET /api/auth/me': () => '/api/auth/me',
  'GET /api/products': () => '/api/products',
  'GET /api/products/minimal': () => '/api/products/minimal',
  'GET /api/bills/search': (word) => `/api/bills/search?search=${word}`,
  'GET /api/bills/summary': () => `/api/bills/summary?from=${shopToday()}&to=${shopToday()}`,
  'GET /api/bills/today': () => '/api/bills/today',
  'GET /api/bills/week': () => '/api/bills/week',
  'GET /api/bills/top-products': () => '/api/bills/top-products',
  'GET /api/customers': (word) => `/api/customers?q=${word}`,
  'GET /api/customers/search': (word) => `/api/customers/search?q=${word}`,
  'GET /api/customers/fixed/minimal': () => '/api/customers/fixed/minimal',
  'GET /api/customers/dues': () => '/api/customers/dues',
  'GET /api/expenses/all': () => '/api/expenses/all',
  'GET /api/expenses/categories': () => '/api/expenses/categories',
  'GET /api/followups': () => '/api/followups',
  'GET /api/reminders/today': () => '/api/reminders/today',
  'GET /api/campaigns/mine': () => '/api/campaigns/mine',
  'GET /api/products/export.csv': () => '/api/products/export.csv',
  'GET /api/bills/export.csv': (word) =>
    `/api/bills/export.csv?from=${shopToday()}&to=${shopToday()}&search=${word}`,
  'GET /api/customers/export.csv': (word) => `/api/customers/export.csv?q=${word}`,
  'GET /api/expenses/export.csv': () =>
    `/api/expenses/export.csv?from=${shopToday()}&to=${shopToday()}`,
  'GET /api/gst/gstr1': () => `/api/gst/gstr1?from=${shopToday()}&to=${shopToday()}`,
  'GET /api/staff': () => '/api/staff',
  'GET /api/gst/gstr1.csv': () =>
    `/api/gst/gstr1.csv?from=${shopToday()}&to=${shopToday()}&table=b2b`,
};

/**
 * Routes that write without an id in the path: shop B's write (some naming shop A's rows
 * in the body) answers `status` and leaves shop A's rows as they were.
 */
export const WRITE_ROUTES: Record<RouteKey, (a: ShopRows) => FixtureRequest & { status: number }> =
  {
    'POST /api/products': () => ({
      url: '/api/products',
      payload: { name: 'Glass', price: 10 },
      status: 201,
    }),
    // Shop A's customer's mobile, in shop B, is shop B's own customer.
    'POST /api/customers': (a) => ({
      url: '/api/customers',
      payload: { name: 'Ravi', mobile: a.customerMobile },
      status: 201,
    }),
    'POST /api/bills': (a) => ({
      url: '/api/bills',
      payload: billPayload({ mobile: a.customerMobile }),
      status: 201,
    }),
    'POST /api/bills/upsert': (a) => ({
      url: '/api/bills/upsert',
      payload: billPayload({ _id: a.billId }),
      status: 404,
    }),
    'POST /api/expenses/create': () => ({
      url: '/api/expenses/create',
      payload: { category: 'Rent', amount: 10, date: shopToday() },
      status: 201,
    }),
    'POST /api/followups': (a) => ({
      url: '/api/followups',
      payload: {
        customerId: a.customerId,
        productId: a.productId,
        scheduledAt: hoursFromNow(24),
        remindBefore: '1h',
      },
      status: 404,
    }),
    'POST /api/campaigns/mine': (a) => ({
      url: '/api/campaigns/mine',
      payload: dealPayload({ bannerImage: a.imageUrl }),
      status: 400,
    }),
    'POST /api/campaigns/mine/images': () => ({
      url: '/api/campaigns/mine/images',
      form: async () => ({
        image: { blob: new Blob([await pngOf(20, 20)]), filename: 'b.png' },
        kind: 'banner',
      }),
      status: 201,
    }),
    // Shop A's staff mobile is taken: one mobile is one account, in whichever shop.
    'POST /api/staff': (a) => ({
      url: '/api/staff',
      payload: { name: 'Asha', mobile: a.memberMobile },
      status: 409,
    }),
    'PUT /api/auth/settings': () => ({
      url: '/api/auth/settings',
      payload: { invoicePrefix: 'B', upiId: `${uniqueMobile()}@upi` },
      status: 200,
    }),
  };

/** Routes that are not one shop's, on purpose; the reason says why. */
export const NOT_TENANT_SCOPED: Record<RouteKey, string> = {
  'GET /api/health': 'no data: the load balancer’s check',
  'POST /api/auth/signup': 'makes a new shop; no shop is logged in yet',
  'POST /api/auth/login': 'answers a session for the mobile and password given',
  'POST /api/auth/join': 'a staff member’s invite, found by its unguessable token',
  'GET /api/admin/shops': 'admin only: every shop, by design (auth-attacks tests the 403)',
  'PATCH /api/admin/shops/:id/plan': 'admin only: sets any shop’s plan',
  'GET /api/notifications/pending': 'admin only: the WhatsApp queue of every shop',
  'POST /api/notifications/mark-sent/:id': 'admin only: marks any shop’s notification sent',
  'GET /api/public/bills/:token': 'the customer’s receipt, found by its unguessable share token',
  'GET /api/campaigns/campaigns': 'public deals page: every shop’s live deals',
  'GET /api/campaigns/campaigns/:idOrSlug': 'one public deal',
  'POST /api/campaigns/campaigns/:idOrSlug/click': 'a visitor’s click on a public deal',
  'GET /files/:name': 'images by content hash, public like the deals that show them',
  'GET /api/docs': 'the OpenAPI page',
  'GET /api/docs/static/index.html': 'the OpenAPI page',
  'GET /api/docs/static/swagger-initializer.js': 'the OpenAPI page',
  'GET /api/docs/json': 'the OpenAPI description',
  'GET /api/docs/yaml': 'the OpenAPI description',
  'GET /api/docs/static/*': 'the OpenAPI page’s assets',
};
