import {
  customField,
  type BillDto,
  type CustomerDto,
  type FollowupDto,
  type GstSettingsDto,
  type ProductDto,
  type UserDto,
} from '@khatabill/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { vi } from 'vitest';
import { settledDialog } from './dialogs';
import { renderRoutes, renderRoutesInBrowser } from './render-routes';
import { stubApi } from './stub-api';
import { makeUser, signInAs } from './user-fixture';
import { PendingSavesOutbox } from '../features/create-bill/components/pending-saves-outbox';
import CreateBillPage from '../features/create-bill/create-bill-page';

type ServerOptions = {
  products?: ProductDto[];
  /** What `GET /customers/search` answers, whatever the query. */
  customers?: CustomerDto[];
  /** The bill `GET /bills/:id` answers. */
  bill?: BillDto;
  /** The follow-up `GET /followups/:id` answers (Convert to Bill). */
  followup?: FollowupDto;
  /** The answer to `POST /bills/upsert`; by default the request echoed as a saved bill. */
  saveReply?: { status: number; body: unknown };
  /** How many saves get no answer at all, as when the phone is offline. */
  unansweredSaves?: number;
};

export const PRODUCTS: ProductDto[] = [
  { _id: 'product-1', name: 'Screen guard', price: 150.5 },
  { _id: 'product-2', name: 'Battery', price: 1200 },
];

export function makeBill(overrides: Partial<BillDto> = {}): BillDto {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    invoiceNumber: 'INV-1',
    name: 'Asha Verma',
    customerName: 'Asha Verma',
    mobile: '9876543210',
    customerId: null,
    items: [{ name: 'Battery', quantity: 1, price: 1200, productId: 'product-2' }],
    payment: {
      mode: 'cash',
      amountPaid: 1000,
      totalAmount: 1200,
      advanceAmount: 0,
      discount: { type: 'amount', value: 0 },
    },
    totals: {
      itemsTotal: 1200,
      discountAmount: 0,
      advanceAmount: 0,
      finalTotal: 1200,
      pending: 200,
      toReturn: 0,
    },
    customFields: { serviceFields: {}, serviceInfo: {} },
    reminder: null,
    notes: '',
    status: 'completed',
    statusTimeline: [{ status: 'completed', at: '2026-03-04T10:00:00.000Z' }],
    shareToken: 'AbCdEfGhIjKlMnOpQrStUv',
    createdAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

const USAGE_AFTER_SAVE = {
  bills: { used: 1, limit: null, resetsOn: '2026-04-04T10:00:00.000Z' },
  followups: { used: 0, limit: null, resetsOn: '2026-04-04T10:00:00.000Z' },
};

/** A fake API for the screen's calls, recording every request. */
export function stubServer({
  products = PRODUCTS,
  customers = [],
  bill,
  followup,
  saveReply,
  unansweredSaves = 0,
}: ServerOptions = {}) {
  let offline = unansweredSaves;
  const sent = stubApi(({ method, path, body }) => {
    if (path === '/api/products/minimal') return { status: 200, body: { data: products } };
    if (path.startsWith('/api/customers/search')) return { status: 200, body: { data: customers } };
    if (method === 'GET' && path.startsWith('/api/followups/')) {
      return followup
        ? { status: 200, body: { data: followup } }
        : { status: 404, body: { message: 'Follow-up not found.' } };
    }
    if (method === 'GET' && path.startsWith('/api/bills/')) {
      return bill
        ? { status: 200, body: { data: bill } }
        : { status: 404, body: { message: 'Bill not found' } };
    }
    if (offline > 0) {
      offline -= 1;
      throw new TypeError('Failed to fetch');
    }
    if (saveReply) return saveReply;
    // By default the save answers the request's status on a stored bill.
    const { status } = body as { status: BillDto['status'] };
    const saved = makeBill({ status, shareToken: status === 'draft' ? null : 'token-123' });
    return { status: 200, body: { data: saved, usage: USAGE_AFTER_SAVE } };
  });
  return {
    sent,
    saves: () => sent.filter((request) => request.path === '/api/bills/upsert'),
  };
}

/** The Idempotency-Key header of each save sent, in order. */
export function saveIdempotencyKeys(): (string | null)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([path]) => path === '/api/bills/upsert')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

/** A shop registered for GST in Maharashtra, its prices including tax, 18 % by default. */
export function gstUser(gst: Partial<GstSettingsDto> = {}): UserDto {
  const user = makeUser();
  return {
    ...user,
    settings: {
      ...user.settings,
      gst: {
        registration: 'regular',
        gstin: MAHARASHTRA_GSTIN,
        legalName: 'Sharma Mobiles LLP',
        stateCode: '27',
        pricesIncludeTax: true,
        defaultRate: 18,
        defaultHsn: '',
        ...gst,
      },
    },
  };
}

export function serviceUser(): UserDto {
  const user = makeUser();
  return {
    ...user,
    settings: {
      ...user.settings,
      billingMode: ['product', 'service'],
      serviceFields: [customField('IMEI')],
      serviceDetails: [customField('Assigned To'), customField('Advance Amount', 'number')],
    },
  };
}

/**
 * Create Bill inside a shop layout that links to Bill Book and sends kept bills, as the app
 * has it; also a Bill Book. `inBrowser`: in the browser's history, for its Back button.
 */
export function renderCreateBill(
  user: UserDto = makeUser(),
  path = '/create-bill',
  { inBrowser = false } = {},
) {
  signInAs(user);
  return (inBrowser ? renderRoutesInBrowser : renderRoutes)(
    [
      {
        element: (
          <>
            <Outlet />
            <Link to="/bill-book">Bill Book</Link>
            <PendingSavesOutbox />
          </>
        ),
        children: [
          { path: '/create-bill', element: <CreateBillPage /> },
          { path: '/bill-book', element: <h1>Bill Book</h1> },
        ],
      },
    ],
    path,
  );
}

/** The share dialog once it takes taps (it ignores them just after opening). */
export const settledShareDialog = () => settledDialog('Share Bill');

export const itemRow = (serial: number) => screen.getByRole('group', { name: `Item ${serial}` });

/** Types the first item row. */
export async function fillItem(name = 'Battery', price = '1200') {
  const row = within(itemRow(1));
  await userEvent.type(row.getByLabelText('Product name'), name);
  await userEvent.type(row.getByLabelText('Price'), price);
}

/** Types a customer and one item, enough for a valid bill. */
export async function fillValidBill() {
  await userEvent.type(screen.getByLabelText('Customer Name'), 'Asha Verma');
  await userEvent.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await fillItem();
}

/** The amount on a Payment Breakdown summary line. */
export function summaryLine(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}
