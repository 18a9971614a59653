import {
  dashboardRanges,
  type CustomerDuesDto,
  type ReminderItemDto,
  type TopProductDto,
} from '@khatabill/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { appQueryClient, renderRoutes } from '../../test/render-routes';
import { stubApi, type Reply } from '../../test/stub-api';
import { makeSummary, makeSummaryWithoutProfit } from '../../test/summary-fixture';
import { makeUser, signInAs } from '../../test/user-fixture';
import DashboardPage from './dashboard-page';

const REMINDERS: ReminderItemDto[] = [
  {
    billId: 'b1',
    invoiceNumber: 'INV-7',
    customerName: 'Ravi Kumar',
    mobile: '9876543210',
    message: 'Your phone service is due',
  },
  { billId: 'b2', invoiceNumber: 'INV-9', customerName: 'Asha', mobile: '9123456780', message: '' },
];

const TOP_PRODUCTS: TopProductDto[] = [
  { name: 'Screen guard', sold: 1200 },
  { name: 'Battery', sold: 4 },
];

const DUES: CustomerDuesDto = {
  totalDue: 1750.5,
  customersOwing: 2,
  top: [
    {
      _id: 'c1',
      name: 'Ravi Kumar',
      nameAlias: 'ravi kumar',
      mobile: '9876543210',
      balance: -1500,
    },
    { _id: 'c2', name: 'Asha', nameAlias: 'asha', mobile: '9123456780', balance: -250.5 },
  ],
};

const ok = (data: unknown): Reply => ({ status: 200, body: { data } });

/** The dashboard's endpoints, each answering `answers[pathname]` (now) or its usual answer. */
function stubDashboardApi(answers: Record<string, Reply | (() => Reply)> = {}) {
  const usual: Record<string, Reply> = {
    '/api/reminders/today': ok(REMINDERS),
    '/api/bills/summary': ok(makeSummary()),
    '/api/bills/today': ok(makeSummary({ count: 1, totalSales: 250 })),
    '/api/bills/week': ok(makeSummary({ count: 12, totalSales: 48_000 })),
    '/api/bills/top-products': ok(TOP_PRODUCTS),
    '/api/customers/dues': ok(DUES),
  };
  const sent = stubApi(({ path }) => {
    const { pathname } = new URL(path, 'http://localhost');
    const answer = answers[pathname];
    if (typeof answer === 'function') return answer();
    return answer ?? usual[pathname] ?? { status: 404, body: { message: 'Not found' } };
  });
  return {
    summaryPaths: () =>
      sent.map((r) => r.path).filter((p) => /\/bills\/(summary|today|week)/.test(p)),
  };
}

function renderPage(user = makeUser({ shopName: 'Sharma Mobile Repair' })) {
  signInAs(user);
  renderRoutes(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/view-bill/:billId', element: <h1>Viewing bill</h1> },
    ],
    '/dashboard',
    // The app's query defaults: answers stay fresh 5 minutes (product §9).
    appQueryClient(),
  );
}

const section = (name: string) => screen.getByRole('region', { name });
/** Waits until the summary card `label` shows `value`. */
async function expectCard(label: string, value: string) {
  await waitFor(() => {
    const term = screen.getByText(label, { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(value);
  });
}

afterEach(() => locale.set('en'));

describe('Dashboard', () => {
  it("welcomes the owner and lists today's follow-ups with WhatsApp and View Bill", async () => {
    stubDashboardApi();
    renderPage();

    expect(screen.getByText('Welcome, Ravi Sharma')).toBeInTheDocument();
    const followUps = section("Today's Follow-Ups");
    expect(within(followUps).getByText('Loading...')).toBeInTheDocument();
    const items = await within(followUps).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ravi Kumar');
    expect(items[0]).toHaveTextContent('9876543210');
    expect(items[0]).toHaveTextContent('Your phone service is due');
    // A reminder without a message says what it is.
    expect(items[1]).toHaveTextContent('Reminder set for today');

    const whatsapp = within(items[0]!).getByRole('link', { name: 'WhatsApp Ravi Kumar' });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    const url = new URL(whatsapp.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe('Your phone service is due');

    await userEvent.click(within(items[0]!).getByRole('link', { name: 'View Bill INV-7' }));
    expect(await screen.findByRole('heading', { name: 'Viewing bill' })).toBeInTheDocument();
  });

  it('asks for this month at first, then Today and This Week from their own endpoints', async () => {
    const api = stubDashboardApi();
    renderPage();
    const { month } = dashboardRanges(new Date());

    await expectCard('Bills', '2');
    expect(screen.getByRole('radio', { name: 'Custom Range' })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue(month.from);
    expect(screen.getByLabelText('To')).toHaveValue(month.to);
    expect(api.summaryPaths()).toEqual([`/api/bills/summary?from=${month.from}&to=${month.to}`]);

    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await expectCard('Bills', '1');
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'This Week' }));
    await expectCard('Bills', '12');
    await expectCard('Revenue', '₹48K');

    // Each answer is kept 5 minutes: going back to Today asks nothing again.
    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await expectCard('Bills', '1');
    expect(api.summaryPaths()).toEqual([
      `/api/bills/summary?from=${month.from}&to=${month.to}`,
      '/api/bills/today',
      '/api/bills/week',
    ]);
  });

  it('sends no request for a range whose From is after To, and says why', async () => {
    const api = stubDashboardApi();
    renderPage();
    await expectCard('Bills', '2');

    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.input(screen.getByLabelText('To'), { target: { value: '2026-03-05' } });
    expect(within(section('Summary')).getByRole('alert')).toHaveTextContent(
      'From must be on or before To',
    );
    expect(screen.queryByText('Bills', { selector: 'dt' })).not.toBeInTheDocument();

    fireEvent.input(screen.getByLabelText('To'), { target: { value: '2026-03-12' } });
    await expectCard('Bills', '2');
    expect(api.summaryPaths().at(-1)).toBe('/api/bills/summary?from=2026-03-10&to=2026-03-12');
    expect(api.summaryPaths().filter((path) => path.includes('to=2026-03-05'))).toEqual([]);
  });

  it('locks the custom range on an expired starter plan, and blurs Expenses and Profit', async () => {
    const api = stubDashboardApi({ '/api/bills/summary': ok(makeSummaryWithoutProfit()) });
    renderPage(makeUser({ plan: 'starter', trialDays: null }));
    const { month } = dashboardRanges(new Date());

    await expectCard('Revenue', '₹1.5K');
    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(screen.getByLabelText('To')).toBeDisabled();
    expect(
      screen.getByText('Custom date range is available only on Growth and Pro plans.'),
    ).toBeInTheDocument();
    // This month is one of the ranges every plan may see.
    expect(api.summaryPaths()).toEqual([`/api/bills/summary?from=${month.from}&to=${month.to}`]);
    expect(screen.getAllByText('Upgrade to view')).toHaveLength(2);
  });

  it('shows the status-wise summary, the sales chart and the most sold products', async () => {
    stubDashboardApi();
    renderPage();

    const statuses = await screen.findByRole('table', { name: 'Bills by status' });
    const rows = within(statuses)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['On Hold1₹300', 'Pending1₹500', 'Completed1₹1K']);
    expect(screen.getByRole('table', { name: 'Sales by day' })).toBeInTheDocument();

    const products = section('Most Sold Products');
    const items = await within(products).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1.Screen guard1.2K sold',
      '2.Battery4 sold',
    ]);
  });

  it('lists who owes the most, each with a WhatsApp reminder of their due', async () => {
    stubDashboardApi();
    renderPage();

    const dues = section('To Collect');
    expect(await within(dues).findByText('₹1,750.50')).toBeInTheDocument();
    expect(dues).toHaveTextContent('due from 2 customers');
    const owing = within(dues).getByRole('list', { name: 'Customers who owe the most' });
    expect(within(owing).getAllByRole('listitem')[0]).toHaveTextContent('Ravi Kumar₹1,500 due');
    const remind = within(owing).getByRole('link', { name: 'Remind Asha on WhatsApp' });
    expect(new URL(remind.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'Namaste Asha, a payment of ₹250.50 is pending at Sharma Mobile Repair. Kindly pay at your convenience. Thank you!',
    );
    expect(within(dues).getByRole('link', { name: 'Collect in Customer Manager' })).toHaveAttribute(
      'href',
      '/clients',
    );
  });

  it('speaks Hindi when Hindi is shown, the count of customers who owe too', async () => {
    locale.set('hi');
    await prepareLanguage();
    stubDashboardApi();
    renderPage();

    expect(screen.getByText('नमस्ते, Ravi Sharma')).toBeInTheDocument();
    const followUps = section('आज के फ़ॉलो-अप');
    expect(await within(followUps).findByRole('link', { name: 'बिल INV-7 देखें' })).toBeVisible();
    const dues = section('वसूली');
    expect(await within(dues).findByText('₹1,750.50')).toBeInTheDocument();
    expect(dues).toHaveTextContent('2 ग्राहकों से बकाया');
    expect(within(dues).getByRole('link', { name: 'Asha को WhatsApp पर याद दिलाएँ' })).toBeVisible();
    await expectCard('बिक्री', '₹');
  });

  it('says when there is nothing to follow up, sell or collect', async () => {
    stubDashboardApi({
      '/api/reminders/today': ok([]),
      '/api/bills/top-products': ok([]),
      '/api/customers/dues': ok({ totalDue: 0, customersOwing: 0, top: [] }),
      '/api/bills/summary': ok(
        makeSummary({ series: { unit: 'day', points: [{ start: '2026-03-01', totalSales: 0 }] } }),
      ),
    });
    renderPage();

    expect(await screen.findByText('No follow-ups for today.')).toBeInTheDocument();
    expect(await screen.findByText('No products sold this month.')).toBeInTheDocument();
    expect(await screen.findByText('No sales in this range.')).toBeInTheDocument();
    expect(section('To Collect')).toHaveTextContent('₹0 due from 0 customers');
  });

  it('shows a failed summary with Try again, which asks again', async () => {
    let fails = true;
    stubDashboardApi({
      '/api/bills/summary': () =>
        fails
          ? { status: 500, body: { message: 'Something went wrong on the server.' } }
          : ok(makeSummary()),
    });
    renderPage();

    const summary = section('Summary');
    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      'Something went wrong on the server.',
    );
    fails = false;
    await userEvent.click(within(summary).getByRole('button', { name: 'Try again' }));
    await expectCard('Bills', '2');
  });
});
