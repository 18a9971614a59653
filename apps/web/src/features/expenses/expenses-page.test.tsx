import {
  addDays,
  EXPENSE_CATEGORY_SUGGESTIONS,
  firstOfMonth,
  paise,
  paiseToRupees,
  rupeesToPaise,
  toShopDay,
  type ExpenseDto,
} from '@khatabill/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { formatDay } from '../../lib/format';
import { renderRoutes } from '../../test/render-routes';
import { stubApi, type SentRequest } from '../../test/stub-api';
import { makeUser, signInAs } from '../../test/user-fixture';
import ExpensesPage from './expenses-page';

const today = toShopDay(new Date());

function expense(overrides: Partial<ExpenseDto> = {}): ExpenseDto {
  return {
    _id: 'e1',
    category: 'Rent',
    amount: 5000,
    date: today,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

type ServerOptions = {
  expenses?: ExpenseDto[];
  categories?: string[];
  /** How many expenses a page holds (the screen asks for 50). */
  pageSize?: number;
  createReply?: { status: number; body: unknown };
};

/** An expenses API kept in memory, recording what the page sends. */
function stubExpensesApi({
  expenses: initial = [],
  categories = [],
  pageSize,
  createReply,
}: ServerOptions = {}) {
  let expenses = [...initial];
  const sent = stubApi(({ method, path, body }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/expenses/categories')
      return { status: 200, body: { data: categories } };
    if (url.pathname === '/api/expenses/all') {
      const page = Number(url.searchParams.get('page'));
      const limit = pageSize ?? Number(url.searchParams.get('limit'));
      const totalPaise = expenses.reduce((sum, e) => sum + rupeesToPaise(e.amount), 0);
      // Paise added up, as the server does; the answer speaks rupees.
      return {
        status: 200,
        body: {
          data: expenses.slice((page - 1) * limit, page * limit),
          total: expenses.length,
          page,
          limit,
          totalAmount: paiseToRupees(paise(totalPaise)),
        },
      };
    }
    if (method === 'POST') {
      if (createReply) return createReply;
      const saved = expense({ ...(body as Partial<ExpenseDto>), _id: `e${expenses.length + 1}` });
      expenses = [saved, ...expenses];
      return { status: 201, body: { data: saved } };
    }
    if (method === 'DELETE') {
      expenses = expenses.filter((e) => !path.endsWith(`/${e._id}`));
      return { status: 200, body: { data: null } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  return sent;
}

function renderPage() {
  signInAs(makeUser());
  renderRoutes([{ path: '/expenses', element: <ExpensesPage /> }], '/expenses');
}

const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== 'GET');
const lists = (sent: SentRequest[]) => sent.filter((r) => r.path.startsWith('/api/expenses/all'));
const save = () => screen.getByRole('button', { name: 'Save Expense' });

afterEach(() => {
  vi.unstubAllGlobals();
  locale.set('en');
});

describe('Expenses', () => {
  it('suggests the shop’s own categories first, then the usual ones it has not used', async () => {
    stubExpensesApi({ categories: ['Chai', 'rent'] });
    renderPage();
    const category = screen.getByLabelText('Category');
    const listId = category.getAttribute('list') ?? '';
    await waitFor(() =>
      expect(document.getElementById(listId)?.querySelector('option')).toHaveValue('Chai'),
    );
    const options = [...(document.getElementById(listId)?.querySelectorAll('option') ?? [])];
    expect(options.map((option) => option.value)).toEqual([
      'Chai',
      'rent',
      ...EXPENSE_CATEGORY_SUGGESTIONS.filter((suggestion) => suggestion !== 'Rent'),
    ]);
  });

  it('shows the product §5 messages for a missing category, amount or date and sends nothing', async () => {
    const sent = stubExpensesApi();
    renderPage();
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue(today);
    expect(date).toHaveAttribute('max', today);
    await userEvent.clear(date);
    await userEvent.click(save());
    expect(await screen.findByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Category'), 'Rent');
    await userEvent.type(screen.getByLabelText('Amount (₹)'), '0');
    await userEvent.type(date, addDays(today, 1));
    await userEvent.click(save());
    expect(await screen.findByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Date cannot be in the future')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
  });

  it('saves an expense with an Idempotency-Key, says so, and keeps the date for the next one', async () => {
    const sent = stubExpensesApi();
    renderPage();
    expect(await screen.findByText('No expenses found')).toBeInTheDocument();
    const yesterday = addDays(today, -1);
    await userEvent.type(screen.getByLabelText('Category'), 'Electricity');
    // The third decimal is refused as it is typed.
    await userEvent.type(screen.getByLabelText('Amount (₹)'), '1250.555');
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.type(screen.getByLabelText('Date'), yesterday);
    await userEvent.click(save());

    expect(await screen.findByText('Expense saved.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/expenses/create',
        body: { category: 'Electricity', amount: 1250.55, date: yesterday },
      },
    ]);
    const create = vi.mocked(fetch).mock.calls.find(([path]) => path === '/api/expenses/create');
    expect(new Headers(create?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Amount (₹)')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue(yesterday);
    // The list is read again and shows the new expense with the total.
    expect(await screen.findByRole('cell', { name: 'Electricity' })).toBeInTheDocument();
    expect(screen.getByText('(1 expense)').parentElement?.parentElement).toHaveTextContent(
      '₹1,250.55',
    );
  });

  it('shows the server’s message when a save fails', async () => {
    stubExpensesApi({
      createReply: { status: 403, body: { message: 'Upgrade to access this feature.' } },
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Category'), 'Rent');
    await userEvent.type(screen.getByLabelText('Amount (₹)'), '100');
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Upgrade to access this feature.');
    expect(screen.getByLabelText('Category')).toHaveValue('Rent');
  });

  it('lists this month by default with the total, and asks the range the owner picks', async () => {
    const sent = stubExpensesApi({
      expenses: [expense(), expense({ _id: 'e2', category: 'Salary', amount: 12000.5 })],
    });
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Salary' })).toBeInTheDocument();
    expect(screen.getByText('(2 expenses)').parentElement?.parentElement).toHaveTextContent(
      '₹17,000.50',
    );
    expect(lists(sent)[0]?.path).toBe(
      `/api/expenses/all?page=1&limit=50&from=${firstOfMonth(today)}&to=${today}`,
    );
    expect(screen.getByLabelText('From')).toHaveValue(firstOfMonth(today));

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-01-01');
    await waitFor(() =>
      expect(lists(sent).at(-1)?.path).toBe(
        `/api/expenses/all?page=1&limit=50&from=2026-01-01&to=${today}`,
      ),
    );
  });

  it('loads more while the server has more pages', async () => {
    stubExpensesApi({
      pageSize: 1,
      expenses: [expense(), expense({ _id: 'e2', category: 'Salary' })],
    });
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Rent' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Salary' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'Salary' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('deletes an expense only after “Delete this expense?” is confirmed', async () => {
    const sent = stubExpensesApi({ expenses: [expense()] });
    renderPage();
    const label = `Delete Rent, ${formatDay(today)}, ₹5,000`;
    await userEvent.click(await screen.findByRole('button', { name: label }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this expense?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(sent)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: label }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this expense?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('No expenses found')).toBeInTheDocument();
    expect(writes(sent)).toEqual([{ method: 'DELETE', path: '/api/expenses/e1', body: undefined }]);
  });

  it('speaks Hindi and suggests the usual categories in Hindi, to be stored as shown', async () => {
    locale.set('hi');
    await prepareLanguage();
    stubExpensesApi({ categories: ['Chai'], expenses: [expense(), expense({ _id: 'e2' })] });
    renderPage();
    expect(await screen.findByText('(2 खर्चे)')).toBeInTheDocument();
    const category = screen.getByLabelText('कैटेगरी');
    const list = document.getElementById(category.getAttribute('list') ?? '');
    await waitFor(() => expect(list?.querySelector('option')).toHaveValue('Chai'));
    const options = [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(options.slice(0, 3)).toEqual(['Chai', 'किराया', 'तनख्वाह']);
    expect(screen.getByRole('button', { name: 'खर्चा सेव करें' })).toBeInTheDocument();
  });
});
