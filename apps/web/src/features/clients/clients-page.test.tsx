import type { CustomerDetailDto, CustomerDto, LedgerEntryDto } from '@khatabill/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { renderRoutes } from '../../test/render-routes';
import { asStaff, makeUser, signInAs } from '../../test/user-fixture';
import ClientsPage from './clients-page';

type SentRequest = { method: string; path: string; body: unknown; idempotencyKey: string | null };
type StoredCustomer = CustomerDetailDto;

/** A customers API kept in memory, recording what the page sends. */
function stubCustomersApi(initial: StoredCustomer[] = []) {
  const customers = [...initial];
  const sent: SentRequest[] = [];
  const summary = ({ transactions: _t, ...customer }: StoredCustomer): CustomerDto => customer;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const idempotencyKey = new Headers(init.headers).get('Idempotency-Key');
      sent.push({ method, path, body, idempotencyKey });
      const url = new URL(path, 'http://localhost');
      const id = url.pathname.split('/')[3];
      const found = customers.find((c) => c._id === id);
      if (method === 'GET' && found) return Response.json({ data: found });
      if (method === 'GET') {
        const q = url.searchParams.get('q')?.toLowerCase() ?? '';
        const data = customers.filter((c) => c.nameAlias.includes(q)).map(summary);
        const totalDue = customers.reduce((sum, c) => sum + Math.max(0, -c.balance), 0);
        return Response.json({ data, total: data.length, page: 1, limit: 50, totalDue });
      }
      if (method === 'POST') {
        const created = {
          _id: `c${customers.length + 1}`,
          ...body,
          nameAlias: body.name.toLowerCase(),
          balance: 0,
          transactions: [],
        };
        customers.push(created);
        return Response.json({ data: summary(created) }, { status: 201 });
      }
      if (method === 'PUT' && found) {
        Object.assign(found, { name: body.name, mobile: body.mobile });
        if (body.payment) {
          const { type, amount, note } = body.payment;
          found.balance += type === 'credit' ? amount : -amount;
          found.transactions.unshift(entry({ type, amount, note }));
        }
        return Response.json({ data: summary(found) });
      }
      return Response.json({ message: 'Customer not found.' }, { status: 404 });
    }),
  );
  return sent;
}

function entry(fields: Partial<LedgerEntryDto> & Pick<LedgerEntryDto, 'type' | 'amount'>) {
  return {
    _id: `e${Math.random()}`,
    date: '2026-03-05T11:00:00.000Z',
    note: '',
    billId: null,
    invoiceNumber: null,
    ...fields,
  };
}

function customer(fields: Partial<StoredCustomer> & Pick<StoredCustomer, '_id' | 'name'>) {
  return {
    nameAlias: fields.name.toLowerCase(),
    mobile: '9876543210',
    balance: 0,
    transactions: [],
    ...fields,
  };
}

function renderPage(user = makeUser({ shopName: 'Sharma Mobile Repair' })) {
  signInAs(user);
  renderRoutes([{ path: '/clients', element: <ClientsPage /> }], '/clients');
}

const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== 'GET');
const nameInput = () => screen.getByLabelText('Name');
const mobileInput = () => screen.getByLabelText('Mobile');

async function rowOf(name: string) {
  const button = await screen.findByRole('button', { name });
  const row = button.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

afterEach(() => {
  vi.unstubAllGlobals();
  locale.set('en');
});

describe('Customer Manager', () => {
  it('needs a name and a valid 10-digit mobile before it adds a customer', async () => {
    const sent = stubCustomersApi();
    renderPage();
    expect(screen.getByText('Loading customers...')).toBeInTheDocument();
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Transaction Type' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile is required')).toBeInTheDocument();

    await userEvent.type(nameInput(), 'Ravi Kumar');
    await userEvent.type(mobileInput(), '5876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Enter a valid 10-digit mobile')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);

    await userEvent.clear(mobileInput());
    await userEvent.type(mobileInput(), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Add Customer' }));

    expect(await screen.findByRole('button', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/customers',
        body: { name: 'Ravi Kumar', mobile: '9876543210' },
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(nameInput()).toHaveValue('');
  });

  it('takes only digits in the mobile, at most 10, typed or pasted with +91', async () => {
    stubCustomersApi();
    renderPage();
    const mobile = mobileInput();
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('autocomplete', 'tel-national');

    await userEvent.type(mobile, '98a7b6-54 3');
    expect(mobile).toHaveValue('9876543');
    await userEvent.type(mobile, '21099');
    expect(mobile).toHaveValue('9876543210');

    await userEvent.clear(mobile);
    await userEvent.click(mobile);
    await userEvent.paste('+91 98765 43210');
    expect(mobile).toHaveValue('9876543210');
  });

  it('keeps a long name on one line, in full in its title and the opened row', async () => {
    const name = 'Venkatanarasimharajuvaripeta Subrahmanyam Lakshminarayana';
    stubCustomersApi([customer({ _id: 'c1', name })]);
    renderPage();

    const button = await screen.findByRole('button', { name });
    expect(button).toHaveAttribute('title', name);
    expect(within(button).getByText(name)).toHaveClass('truncate');
    await userEvent.click(button);
    expect(await screen.findByText(name, { selector: 'p' })).toBeInTheDocument();
  });

  it('records You Received with amount and note when editing, with its effect on the due', async () => {
    const sent = stubCustomersApi([customer({ _id: 'c1', name: 'Ravi' })]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ravi' }));

    const types = within(screen.getByRole('group', { name: 'Transaction Type' }));
    const received = types.getByRole('radio', { name: 'You Received' });
    const paid = types.getByRole('radio', { name: 'You Paid' });
    expect(received).not.toBeChecked();
    expect(paid).not.toBeChecked();
    expect(received).toHaveAccessibleDescription('You Got: due goes down');
    expect(paid).toHaveAccessibleDescription('You Gave: due goes up');
    await userEvent.type(screen.getByLabelText('Amount (₹)'), '500');
    expect(received).toHaveAccessibleDescription('You Got ₹500: due goes down');
    expect(paid).toHaveAccessibleDescription('You Gave ₹500: due goes up');
    await userEvent.click(received);
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Cash');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('₹500 advance')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/api/customers/c1',
        body: {
          name: 'Ravi',
          mobile: '9876543210',
          payment: { type: 'credit', amount: 500, note: 'Cash' },
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(screen.queryByRole('group', { name: 'Transaction Type' })).not.toBeInTheDocument();
  });

  it('resends an entry that got no answer with the same Idempotency-Key, so it counts once', async () => {
    const sent = stubCustomersApi([customer({ _id: 'c1', name: 'Ravi' })]);
    const answering = vi.mocked(fetch).getMockImplementation();
    let failNextPut = true;
    // The first save reaches no server (or its answer is lost): fetch fails.
    vi.mocked(fetch).mockImplementation(async (path, init) => {
      if (init?.method !== 'PUT' || !failNextPut)
        return answering?.(path, init) ?? Response.error();
      failNextPut = false;
      const idempotencyKey = new Headers(init.headers).get('Idempotency-Key');
      sent.push({ method: 'PUT', path: String(path), body: null, idempotencyKey });
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ravi' }));
    await userEvent.type(screen.getByLabelText('Amount (₹)'), '200');
    await userEvent.click(screen.getByRole('radio', { name: 'You Paid' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('₹200 due')).toBeInTheDocument();
    const [lost, resent] = writes(sent);
    expect(resent?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(lost?.idempotencyKey).toBe(resent?.idempotencyKey);
  });

  it('saves nothing for an amount with no type chosen, and says to choose one', async () => {
    const sent = stubCustomersApi([customer({ _id: 'c1', name: 'Ravi' })]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ravi' }));

    await userEvent.type(screen.getByLabelText('Amount (₹)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const group = screen.getByRole('group', { name: 'Transaction Type' });
    expect(await within(group).findByText('Choose You Received or You Paid')).toBeVisible();
    expect(group).toHaveAccessibleDescription('Choose You Received or You Paid');
    expect(writes(sent)).toEqual([]);

    await userEvent.click(within(group).getByRole('radio', { name: 'You Paid' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toMatchObject({ payment: { type: 'debit', amount: 100 } });
  });

  it('sends no payment for a blank amount, and shows the field error for a bad mobile', async () => {
    const sent = stubCustomersApi([customer({ _id: 'c1', name: 'Ravi' })]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ravi' }));

    await userEvent.clear(mobileInput());
    await userEvent.type(mobileInput(), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a valid 10-digit mobile')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);

    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Ravi Kumar');
    await userEvent.clear(mobileInput());
    await userEvent.type(mobileInput(), '9123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toEqual({ name: 'Ravi Kumar', mobile: '9123456789' });
  });

  it('shows balances with a word, the total due, and the expanded history and reminder', async () => {
    stubCustomersApi([
      customer({
        _id: 'c1',
        name: 'Asha',
        mobile: '9811122233',
        balance: -1250.5,
        transactions: [
          entry({
            type: 'credit',
            amount: 249.5,
            note: 'UPI',
            billId: 'b7',
            invoiceNumber: 'INV-7',
          }),
          entry({ type: 'debit', amount: 1500, billId: 'b7', invoiceNumber: 'INV-7' }),
        ],
      }),
      customer({ _id: 'c2', name: 'Bala', mobile: '9000000002', balance: 300 }),
    ]);
    renderPage();

    const asha = await rowOf('Asha');
    expect(within(asha).getByText('₹1,250.50 due')).toHaveClass('text-red-700');
    expect(within(await rowOf('Bala')).getByText('₹300 advance')).toHaveClass('text-green-700');
    expect(screen.getByText('₹1,250.50')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Asha' }));
    expect(screen.getByRole('button', { name: 'Asha' })).toHaveAttribute('aria-expanded', 'true');
    const history = await screen.findByRole('list', { name: 'Transaction history' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You Got');
    expect(items[0]).toHaveTextContent('₹249.50');
    expect(items[0]).toHaveTextContent('Bill INV-7');
    expect(items[0]).toHaveTextContent('UPI');
    expect(items[0]).toHaveTextContent('5 Mar 2026');
    expect(items[1]).toHaveTextContent('You Gave');
    expect(items[1]).toHaveTextContent('₹1,500');
    expect(screen.getByText('9811122233')).toBeInTheDocument();

    const reminder = screen.getByRole('link', { name: 'Send WhatsApp reminder' });
    const url = new URL(reminder.getAttribute('href') ?? '');
    expect(url.pathname).toBe('/919811122233');
    expect(url.searchParams.get('text')).toBe(
      'Namaste Asha, a payment of ₹1,250.50 is pending at Sharma Mobile Repair. Kindly pay at your convenience. Thank you!',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Bala' }));
    expect(await screen.findAllByRole('link', { name: 'Send WhatsApp reminder' })).toHaveLength(1);
  });

  it('gives staff the khata and the reminder, but no statement link or export', async () => {
    const transactions = [entry({ type: 'debit', amount: 100 })];
    stubCustomersApi([customer({ _id: 'c1', name: 'Asha', balance: -100, transactions })]);
    renderPage(asStaff(makeUser()));
    await userEvent.click(await screen.findByRole('button', { name: 'Asha' }));

    expect(await screen.findByRole('list', { name: 'Transaction history' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send WhatsApp reminder' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share statement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });

  it('speaks Hindi when Hindi is shown: balances, the khata entries and the form', async () => {
    locale.set('hi');
    await prepareLanguage();
    stubCustomersApi([
      customer({
        _id: 'c1',
        name: 'Asha',
        balance: -1250.5,
        transactions: [entry({ type: 'credit', amount: 249.5, invoiceNumber: 'INV-7' })],
      }),
    ]);
    renderPage();

    expect(screen.getByRole('heading', { name: 'ग्राहक' })).toBeInTheDocument();
    expect(await screen.findByText('₹1,250.50 बकाया')).toBeInTheDocument();
    expect(screen.getByText('ग्राहकों पर कुल बकाया:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Asha' }));
    const history = await screen.findByRole('list', { name: 'लेन-देन' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('आपको मिले');
    expect(within(history).getByRole('listitem')).toHaveTextContent('बिल INV-7');

    await userEvent.click(screen.getByRole('button', { name: 'बदलें Asha' }));
    const form = screen.getByRole('form', { name: 'ग्राहक बदलें' });
    expect(within(form).getByRole('group', { name: 'लेन-देन का प्रकार' })).toBeInTheDocument();
    expect(within(form).getByText('आपको मिले: बकाया घटेगा')).toBeInTheDocument();
  });

  it('searches on the server once typing stops', async () => {
    const sent = stubCustomersApi([
      customer({ _id: 'c1', name: 'Asha' }),
      customer({ _id: 'c2', name: 'Ravi', mobile: '9000000002' }),
    ]);
    renderPage();
    await rowOf('Ravi');

    await userEvent.type(screen.getByLabelText('Search customers'), 'asha');

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ravi' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Asha' })).toBeInTheDocument();
    const searches = sent.filter((r) => r.path.includes('q='));
    expect(searches.map((r) => r.path)).toEqual(['/api/customers?page=1&q=asha']);
  });
});
