import {
  toShopDay,
  type BillDto,
  type BillListItemDto,
  type BillStatus,
  type MemberDto,
  type UserDto,
} from '@khatabill/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { actionNames } from '../../test/action-names';
import { settledDialog } from '../../test/dialogs';
import { appQueryClient, renderRoutes } from '../../test/render-routes';
import { asStaff, makeUser, signInAs } from '../../test/user-fixture';
import BillBookPage from './bill-book-page';

function makeBill(n: number, status: BillStatus = 'completed'): BillDto {
  return {
    _id: `bill-${n}`,
    invoiceNumber: `INV-${n}`,
    name: `Customer ${n}`,
    customerName: `Customer ${n}`,
    mobile: '9876543210',
    customerId: 'c1',
    items: [{ name: 'Battery', quantity: 2, price: 500, productId: null }],
    payment: {
      mode: 'cash',
      amountPaid: 600,
      totalAmount: 900,
      advanceAmount: 100,
      discount: { type: 'amount', value: 0 },
    },
    totals: {
      itemsTotal: 1000,
      discountAmount: 0,
      advanceAmount: 100,
      finalTotal: 900,
      pending: 300,
      toReturn: 0,
    },
    customFields: { serviceFields: { IMEI: '3569' }, serviceInfo: { 'Advance Amount': '100' } },
    reminder: null,
    notes: 'Back cover cracked',
    status,
    statusTimeline: [{ status, at: '2026-03-04T10:00:00.000Z' }],
    shareToken: status === 'draft' ? null : `token-${n}`,
    createdAt: '2026-03-04T10:00:00.000Z',
  };
}

/** What `GET /bills/search?fields=list` answers of a bill. */
function listItemOf(bill: BillDto): BillListItemDto {
  const { _id, invoiceNumber, name, customerName, mobile, totals, status, shareToken, createdAt } =
    bill;
  const item = { _id, invoiceNumber, name, customerName, mobile, totals, status, shareToken };
  return { ...item, createdAt, ...(bill.createdBy && { createdBy: bill.createdBy }) };
}

const OWNER = makeUser();
const HELPER = { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Asha Verma' };
/** `GET /staff`: the owner alone unless a test gives the shop staff. */
let members: MemberDto[] = [
  { _id: OWNER._id, name: OWNER.name, mobile: OWNER.mobile, role: 'owner', lastSignInAt: null },
];

/**
 * `GET /bills/search` answers `pages` in turn, each bill as the list shows it; `GET /bills/{id}`
 * answers `billReply` (by default, the whole bill); PATCH answers `patchReply` (by default,
 * done). `urls` are the searches, `billLoads` the bills loaded.
 */
function stubBillsApi(
  pages: { data: BillDto[]; total: number }[],
  patchReply: () => Response = () => Response.json({ data: makeBill(2, 'completed') }),
  billReply: (bill: BillDto) => Response = (bill) => Response.json({ data: bill }),
) {
  const urls: URL[] = [];
  const billLoads: string[] = [];
  const fetchMock = vi.fn(async (path: string, init: RequestInit = {}) => {
    const url = new URL(path, 'http://localhost');
    if ((init.method ?? 'GET') !== 'GET') return patchReply();
    if (url.pathname === '/api/staff') return Response.json({ data: members });
    const billId = /^\/api\/bills\/(bill-\d+)$/.exec(url.pathname)?.[1];
    const bill = pages.flatMap((page) => page.data).find((listed) => listed._id === billId);
    if (bill) {
      billLoads.push(bill._id);
      return billReply(bill);
    }
    urls.push(url);
    const page = Number(url.searchParams.get('page'));
    const answer = pages[Math.min(page, pages.length) - 1] ?? { data: [], total: 0 };
    return Response.json({ ...answer, data: answer.data.map(listItemOf), page, limit: 50 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { urls, billLoads, fetchMock };
}

function renderBillBook(user: UserDto = makeUser()) {
  signInAs(user);
  return renderRoutes(
    [
      { path: '/bill-book', element: <BillBookPage /> },
      { path: '/create-bill', element: <h1>Create Bill</h1> },
    ],
    '/bill-book',
    // The app's defaults: a bill loaded once stays fresh for a while.
    appQueryClient(),
  );
}

const billCard = (invoice: string) => screen.getByRole('article', { name: invoice });

afterEach(() => {
  vi.unstubAllGlobals();
  locale.set('en');
});

describe('Bill Book', () => {
  it("asks for today's bills first, in the shop's day", async () => {
    const { urls } = stubBillsApi([{ data: [makeBill(1)], total: 1 }]);
    renderBillBook();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'INV-1' })).toBeInTheDocument();

    const today = toShopDay(new Date());
    expect(screen.getByLabelText('From')).toHaveValue(today);
    expect(screen.getByLabelText('To')).toHaveValue(today);
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      page: '1',
      limit: '50',
      fields: 'list',
      from: today,
      to: today,
    });
  });

  it('locks the date filter on an expired Starter plan and lists bills of every day', async () => {
    const { urls } = stubBillsApi([{ data: [makeBill(1)], total: 1 }]);
    renderBillBook(makeUser({ plan: 'starter', trialDays: -1, planDays: null }));
    await screen.findByRole('article', { name: 'INV-1' });

    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(screen.getByLabelText('To')).toBeDisabled();
    expect(
      screen.getByText('Date filter is available only on Growth and Pro plans.'),
    ).toBeInTheDocument();
    expect(urls[0]?.searchParams.has('from')).toBe(false);
    expect(urls[0]?.searchParams.has('to')).toBe(false);
  });

  it('keeps the date filter open on a paid Growth plan', async () => {
    stubBillsApi([{ data: [], total: 0 }]);
    renderBillBook(makeUser({ plan: 'growth', trialDays: null, planDays: 20 }));
    expect(await screen.findByText('No bills found')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toBeEnabled();
    expect(
      screen.queryByText('Date filter is available only on Growth and Pro plans.'),
    ).not.toBeInTheDocument();
  });

  it('searches once the typing stops', async () => {
    const { urls } = stubBillsApi([{ data: [makeBill(1)], total: 1 }]);
    renderBillBook();
    await screen.findByRole('article', { name: 'INV-1' });

    await userEvent.type(screen.getByLabelText('Search by invoice or customer'), 'Ram');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('search')).toBe('Ram'));
    // One request for the page, one for the finished word: none for 'R' or 'Ra'.
    expect(urls.map((url) => url.searchParams.get('search'))).toEqual([null, 'Ram']);
  });

  it('offers Edit, Share Bill and Mark Completed by status', async () => {
    stubBillsApi([
      {
        data: [makeBill(1, 'draft'), makeBill(2, 'under_service'), makeBill(3, 'completed')],
        total: 3,
      },
    ]);
    renderBillBook();
    await screen.findByRole('article', { name: 'INV-1' });

    const actions = (invoice: string) =>
      within(billCard(invoice))
        .queryAllByRole('button')
        .concat(within(billCard(invoice)).queryAllByRole('link'))
        .map((element) => element.textContent)
        .filter((name) => name !== null && !name.startsWith('INV'));
    expect(actions('INV-1')).toEqual(['Edit']);
    expect(actions('INV-2')).toEqual(['Share Bill', 'Mark Completed', 'Edit']);
    expect(actions('INV-3')).toEqual(['Share Bill']);
    expect(within(billCard('INV-1')).getByText('On Hold')).toBeInTheDocument();
    expect(within(billCard('INV-2')).getByText('Pending')).toBeInTheDocument();
    expect(within(billCard('INV-3')).getByText('Completed')).toBeInTheDocument();
    expect(within(billCard('INV-2')).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/create-bill?billId=bill-2',
    );
  });

  it('opens the details with notes, items, service values and amounts, loaded once', async () => {
    const { billLoads } = stubBillsApi([{ data: [makeBill(1, 'under_service')], total: 1 }]);
    renderBillBook();
    const card = await screen.findByRole('article', { name: 'INV-1' });
    const toggle = within(card).getByRole('button', { name: /INV-1/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(billLoads).toEqual([]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(card).findByText('Back cover cracked')).toBeInTheDocument();
    expect(within(card).getByRole('cell', { name: 'Battery 2 × ₹500' })).toBeInTheDocument();
    expect(within(card).getByText('IMEI')).toBeInTheDocument();
    expect(within(card).getByText('Base Amount').nextElementSibling).toHaveTextContent('₹1,000');
    expect(
      within(card).getByText('Pending', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('₹300');

    // Closed and opened again: the bill comes from the cache.
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(within(card).getByText('Back cover cracked')).toBeInTheDocument();
    expect(billLoads).toEqual(['bill-1']);
  });

  it('says when the details could not load, and loads them on Try again', async () => {
    let failures = 1;
    stubBillsApi([{ data: [makeBill(1)], total: 1 }], undefined, (bill) =>
      failures-- > 0
        ? Response.json({ message: 'Bill not found' }, { status: 404 })
        : Response.json({ data: bill }),
    );
    renderBillBook();
    const card = await screen.findByRole('article', { name: 'INV-1' });
    await userEvent.click(within(card).getByRole('button', { name: /INV-1/ }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Bill not found');
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Back cover cracked')).toBeInTheDocument();
  });

  const patches = (fetchMock: ReturnType<typeof stubBillsApi>['fetchMock']) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([path, init]) => [path, JSON.parse(String(init?.body))]);

  async function openMarkCompleted(invoice: string) {
    const card = await screen.findByRole('article', { name: invoice });
    await userEvent.click(within(card).getByRole('button', { name: 'Mark Completed' }));
    return screen.getByRole('dialog', { name: 'Mark Completed' });
  }

  it('asks before Mark Completed, showing the pending amount, and takes the rest in full', async () => {
    const { fetchMock } = stubBillsApi([{ data: [makeBill(2, 'under_service')], total: 1 }]);
    renderBillBook();
    const dialog = await openMarkCompleted('INV-2');

    expect(dialog).toHaveTextContent('INV-2 · Customer 2');
    expect(within(dialog).getByText('Pending').nextElementSibling).toHaveTextContent('₹300');
    const amount = within(dialog).getByLabelText('Amount received now (₹)');
    expect(amount).toHaveValue('');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'After this: Pending ₹300 (marked GIVE in the khata)',
    );
    expect(patches(fetchMock)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Received in full: ₹300' }));
    expect(amount).toHaveValue('300');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'After this: Nothing left pending.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));

    expect(await screen.findByText('Bill saved as Completed. ₹300 received.')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([
      ['/api/bills/bill-2/status', { status: 'completed', amountReceived: '300' }],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Mark Completed' })).not.toBeInTheDocument();
    // A repair (it has an IMEI): the share dialog offers to tell the customer at once.
    const share = await settledDialog('Share Bill');
    expect(within(share).getByRole('link', { name: "Tell the customer it's ready" })).toBeVisible();
  });

  it('completes without a payment when the amount is left empty, and says what stays pending', async () => {
    const { fetchMock } = stubBillsApi([{ data: [makeBill(2, 'under_service')], total: 1 }]);
    renderBillBook();
    const dialog = await openMarkCompleted('INV-2');

    await userEvent.type(within(dialog).getByLabelText('Amount received now (₹)'), '330');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'After this: To return ₹30 (added to the khata as TAKE)',
    );
    await userEvent.clear(within(dialog).getByLabelText('Amount received now (₹)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));

    expect(await screen.findByText('Bill saved as Completed')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([['/api/bills/bill-2/status', { status: 'completed' }]]);
  });

  it('adds money received to an advance above the bill, which is already to return', async () => {
    const overAdvanced: BillDto = {
      ...makeBill(2, 'under_service'),
      totals: {
        itemsTotal: 1000,
        discountAmount: 0,
        advanceAmount: 1100,
        finalTotal: 0,
        pending: 0,
        toReturn: 100,
      },
    };
    stubBillsApi([{ data: [overAdvanced], total: 1 }]);
    renderBillBook();
    const dialog = await openMarkCompleted('INV-2');

    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'After this: To return ₹100 (added to the khata as TAKE)',
    );
    await userEvent.type(within(dialog).getByLabelText('Amount received now (₹)'), '50');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'After this: To return ₹150 (added to the khata as TAKE)',
    );
  });

  it('keeps the dialog open with the server’s message under the amount when it is refused', async () => {
    const message = 'Amount cannot exceed ₹10,00,00,000';
    stubBillsApi([{ data: [makeBill(2, 'under_service')], total: 1 }], () =>
      Response.json({ message, errors: { amountReceived: message } }, { status: 400 }),
    );
    renderBillBook();
    const dialog = await openMarkCompleted('INV-2');

    await userEvent.type(within(dialog).getByLabelText('Amount received now (₹)'), '999999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Completed' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount received now (₹)')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByRole('dialog', { name: 'Mark Completed' })).toBeVisible();
  });

  it('changes nothing on Cancel', async () => {
    const { fetchMock } = stubBillsApi([{ data: [makeBill(2, 'under_service')], total: 1 }]);
    renderBillBook();
    const dialog = await openMarkCompleted('INV-2');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: 'Mark Completed' })).not.toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([]);
  });

  it('shares the public link of a bill, loading the whole bill first', async () => {
    const { billLoads } = stubBillsApi([{ data: [makeBill(3)], total: 1 }]);
    renderBillBook();
    const card = await screen.findByRole('article', { name: 'INV-3' });
    await userEvent.click(within(card).getByRole('button', { name: 'Share Bill' }));

    const dialog = await settledDialog('Share Bill');
    expect(billLoads).toEqual(['bill-3']);
    expect(dialog).toHaveTextContent('INV-3 for Customer 3');
    // The one share dialog: the same buttons as after a save in Create Bill; this completed
    // repair also offers to tell the customer it is ready.
    expect(actionNames(dialog)).toEqual([
      "Tell the customer it's ready",
      'Share on WhatsApp',
      'Get Link',
      'Close',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Link' }));
    const link = `${window.location.origin}/your-bill/token-3`;
    expect(within(dialog).getByLabelText('Bill link')).toHaveValue(link);
    const whatsapp = within(dialog).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(link);
  });

  it('speaks Hindi when Hindi is shown, the pending amount and its khata effect too', async () => {
    locale.set('hi');
    await prepareLanguage();
    stubBillsApi([{ data: [makeBill(2, 'under_service')], total: 1 }]);
    renderBillBook();

    expect(await screen.findByRole('heading', { name: 'सभी बिल' })).toBeInTheDocument();
    expect(screen.getByLabelText('से')).toBeInTheDocument();
    expect(screen.getByLabelText('बिल नंबर या ग्राहक से खोजें')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'INV-2' });
    expect(within(card).getByText('विवरण')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'पूरा करें' }));
    const dialog = screen.getByRole('dialog', { name: 'पूरा करें' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'इसके बाद: बाकी ₹300 (खाते में “आपने दिए” में लिखा जाएगा)',
    );
    expect(within(dialog).getByRole('button', { name: 'पूरे मिल गए: ₹300' })).toBeInTheDocument();
  });

  it('loads further pages of 50 on demand', async () => {
    const first = Array.from({ length: 50 }, (_, i) => makeBill(i + 1));
    const { urls } = stubBillsApi([
      { data: first, total: 51 },
      { data: [makeBill(51)], total: 51 },
    ]);
    renderBillBook();
    // Text queries: role queries over 50 cards are slow in jsdom.
    await screen.findByText('INV-50');
    expect(screen.queryByText('INV-51')).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Load more'));
    expect(await screen.findByText('INV-51')).toBeInTheDocument();
    expect(urls.at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
  }, 15_000);
});

describe('Bill Book of a shop with staff', () => {
  const withHelper: MemberDto[] = [
    ...members,
    { ...HELPER, mobile: '+919812345678', role: 'staff', lastSignInAt: null },
  ];
  afterEach(() => {
    members = withHelper.slice(0, 1);
  });

  it('says who made a staff member’s bill, and lets the owner list one member’s bills', async () => {
    members = withHelper;
    const helpersBill = { ...makeBill(2), createdBy: HELPER };
    const ownersBill = { ...makeBill(1), createdBy: { _id: OWNER._id, name: OWNER.name } };
    const { urls } = stubBillsApi([{ data: [ownersBill, helpersBill], total: 2 }]);
    renderBillBook(OWNER);

    expect(await within(await findCard('INV-2')).findByText('Created by Asha Verma')).toBeVisible();
    expect(within(billCard('INV-1')).queryByText(/Created by/)).not.toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Made by'), 'Asha Verma');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('memberId')).toBe(HELPER._id));
    await userEvent.selectOptions(screen.getByLabelText('Made by'), 'Everyone');
    await waitFor(() => expect(urls.at(-1)?.searchParams.has('memberId')).toBe(false));
  });

  it('offers no choice of member to a shop of one, or to its staff', async () => {
    stubBillsApi([{ data: [makeBill(1)], total: 1 }]);
    renderBillBook(OWNER);
    await screen.findByRole('article', { name: 'INV-1' });
    expect(screen.queryByLabelText('Made by')).not.toBeInTheDocument();

    members = withHelper;
    const { fetchMock } = stubBillsApi([{ data: [makeBill(1)], total: 1 }]);
    renderBillBook(asStaff(OWNER));
    expect((await screen.findAllByRole('article', { name: 'INV-1' })).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/staff'))).toBe(
      false,
    );
  });
});

const findCard = (invoice: string) => screen.findByRole('article', { name: invoice });
