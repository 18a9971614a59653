import type { BillDto, BillSaveResult } from '@khatabill/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import { queryRows, type Database } from '../db/client';
import { bills } from '../db/schema';
import { authHeader, createTestShop, shopRequest } from './factories';

/** Requests and checks the bill API suites share. */

export type BillPayload = Record<string, unknown>;

let mobileSequence = 0;

/** A customer mobile no other bill in this test process used. */
export function freshCustomerMobile(): string {
  mobileSequence += 1;
  return `8${String(process.pid % 1000).padStart(3, '0')}${String(mobileSequence).padStart(6, '0')}`;
}

/** A valid completed bill: 2 × ₹100 + 1 × ₹50.50, nothing paid, for a new customer. */
export function billPayload(overrides: BillPayload = {}): BillPayload {
  return {
    name: 'Asha Verma',
    mobile: freshCustomerMobile(),
    items: [
      { name: 'Shirt', quantity: 2, price: 100 },
      { name: 'Button', quantity: 1, price: 50.5 },
    ],
    payment: { mode: 'cash', amountPaid: 0, discount: { type: 'amount', value: 0 } },
    status: 'completed',
    ...overrides,
  };
}

/** A new shop with its bill requests: its id, session and `billRequests`. */
export async function shopWithBillApi(app: () => App) {
  const session = await createTestShop(app());
  return {
    shopId: session.user._id,
    token: session.token,
    api: billRequests(app, session.token),
  };
}

/** A Maharashtra (27) GSTIN for a registered shop, and a Karnataka (29) one for a business customer. */
export const SHOP_GSTIN = '27AAPFU0939F1ZV';
export const CUSTOMER_GSTIN = '29AAGCB7383J1Z4';

/** `shopWithBillApi`, registered for GST (regular, 18 %, HSN 998713, unless `gst` says otherwise). */
export async function registeredShopWithBillApi(app: () => App, gst: Record<string, unknown> = {}) {
  const shop = await shopWithBillApi(app);
  const settings = await app().inject({
    method: 'PUT',
    url: '/api/auth/settings',
    headers: authHeader(shop.token),
    payload: {
      invoicePrefix: 'INV/',
      gst: {
        registration: 'regular',
        gstin: SHOP_GSTIN,
        defaultRate: 18,
        defaultHsn: '998713',
        ...gst,
      },
    },
  });
  if (settings.statusCode !== 200) throw new Error(`GST settings refused: ${settings.body}`);
  return shop;
}

export function billRequests(app: () => App, token: string) {
  const send = shopRequest(app, token);
  return {
    send,
    create: (payload: BillPayload, idempotencyKey?: string) =>
      send('POST', '/api/bills', payload, idempotencyKey),
    upsert: (payload: BillPayload, idempotencyKey?: string) =>
      send('POST', '/api/bills/upsert', payload, idempotencyKey),
    edit: (billId: string, payload: BillPayload) => send('PATCH', `/api/bills/${billId}`, payload),
    /** `extra` joins the status in the body, e.g. `{ amountReceived: 100 }`. */
    setStatus: (billId: string, status: string, extra: BillPayload = {}) =>
      send('PATCH', `/api/bills/${billId}/status`, { status, ...extra }),
    get: (billId: string) => send('GET', `/api/bills/${billId}`),
    search: (query: string) => send('GET', `/api/bills/search?${query}`),
    /** Creates a bill and answers it, failing the test on anything but 201. */
    async createOk(payload: BillPayload = billPayload()): Promise<BillDto> {
      const response = await send('POST', '/api/bills', payload);
      if (response.statusCode !== 201) {
        throw new Error(`bill save failed (${response.statusCode}): ${response.body}`);
      }
      return response.json<BillSaveResult>().data;
    },
  };
}

/** Each customer of the shop: its stored balance and Σ credits − Σ debits of its entries (paise). */
export async function balancesOf(
  app: { db: Database },
  shopId: string,
): Promise<{ mobile: string; stored: number; fromEntries: number }[]> {
  const rows = await queryRows(
    app.db,
    sql`select c.mobile, c.balance as stored,
          coalesce((select sum(case when e.type = 'credit' then e.amount else -e.amount end)
                    from ledger_entries e
                    where e.tenant_id = c.tenant_id and e.customer_id = c.id), 0) as from_entries
        from customers c where c.tenant_id = ${shopId} order by c.mobile`,
  );
  return rows.map((row) => ({
    mobile: String(row.mobile),
    stored: Number(row.stored),
    fromEntries: Number(row.from_entries),
  }));
}

/** How many bills the shop has, drafts included. */
export async function billCountOf(db: Database, shopId: string): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(*)::int as count from bills where tenant_id = ${shopId}`,
  );
  return Number(row?.count);
}

/** Moves a bill to another moment, as if it had been made then (summaries and filters use it). */
export async function setBillCreatedAt(
  app: App,
  { shopId, billId, createdAt }: { shopId: string; billId: string; createdAt: Date },
): Promise<void> {
  await app.db
    .update(bills)
    .set({ createdAt })
    .where(and(eq(bills.tenantId, shopId), eq(bills.id, billId)));
}
