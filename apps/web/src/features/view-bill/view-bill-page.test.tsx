import type { BillDto } from '@khatabill/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBill } from '../../test/create-bill-harness';
import { appQueryClient, renderRoutes } from '../../test/render-routes';
import { CONFIGURED_ORDER, REPAIR_VALUES, repairShopUser } from '../../test/repair-shop-fixture';
import { stubApi } from '../../test/stub-api';
import { signInAs } from '../../test/user-fixture';
import ViewBillPage from './view-bill-page';

const BILL_ID = '11111111-1111-4111-8111-111111111111';

const PENDING_REPAIR = makeBill({
  invoiceNumber: 'INV-12',
  customerName: 'Asha Verma',
  status: 'under_service',
  notes: 'Call before 6 pm',
  items: [
    { name: 'Screen', quantity: 1, price: 1500, productId: null },
    { name: 'Screen guard', quantity: 2, price: 150, productId: null },
  ],
  payment: {
    mode: 'cash',
    amountPaid: 800,
    totalAmount: 1600,
    advanceAmount: 200,
    discount: { type: 'amount', value: 0 },
  },
  totals: {
    itemsTotal: 1800,
    discountAmount: 0,
    advanceAmount: 200,
    finalTotal: 1600,
    pending: 800,
    toReturn: 0,
  },
  customFields: { serviceFields: REPAIR_VALUES, serviceInfo: { 'Advance Amount': '200' } },
  reminder: {
    enabled: true,
    date: '2026-03-04',
    message: 'Your phone is ready',
    frequency: 'monthly',
    nextOn: '2026-04-04',
  },
  statusTimeline: [
    { status: 'draft', at: '2026-03-04T10:00:00.000Z' },
    { status: 'under_service', at: '2026-03-04T11:30:00.000Z' },
  ],
});

/** Opens `/view-bill/{BILL_ID}` with the API answering `reply` for the bill. */
function renderBill(reply: { status: number; body: unknown }) {
  signInAs(repairShopUser());
  const sent = stubApi(() => reply);
  renderRoutes(
    [
      { path: '/view-bill/:billId', element: <ViewBillPage /> },
      { path: '/create-bill', element: <h1>Create Bill</h1> },
    ],
    `/view-bill/${BILL_ID}`,
    appQueryClient(),
  );
  return sent;
}

const renderFound = (bill: BillDto) => renderBill({ status: 200, body: { data: bill } });

describe('View Bill', () => {
  it('shows the whole bill read-only: customer, status, details, amounts and reminder', async () => {
    const sent = renderFound(PENDING_REPAIR);
    expect(screen.getByText('Loading bill...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Bill INV-12' })).toBeVisible();
    expect(sent.map((request) => request.path)).toEqual([`/api/bills/${BILL_ID}`]);
    const bill = screen.getByRole('article');
    const customer = within(bill).getByRole('heading', { level: 2, name: 'Asha Verma' });
    // The status badge beside the customer's name.
    expect(customer.parentElement).toHaveTextContent('Asha VermaPending');
    expect(bill).toHaveTextContent('9876543210');
    expect(bill).toHaveTextContent('Call before 6 pm');
    expect(within(bill).getByRole('table', { name: 'Items' })).toHaveTextContent('2 × ₹150');

    // Service Request in the shop's configured order; the advance shown as money.
    const request = within(bill).getByRole('heading', { name: 'Service Request' }).parentElement;
    const labels = within(request!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(CONFIGURED_ORDER);
    const handling = within(bill).getByRole('heading', { name: 'Service Handling' }).parentElement;
    expect(handling).toHaveTextContent('Advance Amount₹200');

    expect(bill).toHaveTextContent('Base Amount₹1,800');
    expect(bill).toHaveTextContent('Final Total₹1,600');
    expect(bill).toHaveTextContent('Amount Paid₹800');
    expect(bill).toHaveTextContent('Pending₹800');

    const timeline = within(bill).getByRole('heading', { name: 'Timeline' }).parentElement;
    expect(within(timeline!).getAllByRole('listitem')).toHaveLength(2);

    const reminder = within(bill).getByRole('heading', { name: 'Reminder' }).parentElement;
    expect(reminder).toHaveTextContent('Reminder Date4 Mar 2026');
    expect(reminder).toHaveTextContent('RepeatMonthly');
    expect(reminder).toHaveTextContent('Next reminder4 Apr 2026');
    expect(reminder).toHaveTextContent('MessageYour phone is ready');
  });

  it('offers Edit and Share Bill for a Pending bill, as Bill Book does', async () => {
    renderFound(PENDING_REPAIR);

    await userEvent.click(await screen.findByRole('button', { name: 'Share Bill' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Bill' });
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
  });

  it('offers only Share Bill for a completed bill, which is final', async () => {
    renderFound(makeBill({ status: 'completed' }));
    expect(await screen.findByRole('button', { name: 'Share Bill' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers only Edit for a bill On Hold, which has no receipt to share', async () => {
    renderFound(makeBill({ status: 'draft', shareToken: null, reminder: null }));
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/create-bill?billId=${BILL_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Share Bill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reminder' })).not.toBeInTheDocument();
  });

  it('says clearly when the bill does not exist (or is another shop’s)', async () => {
    renderBill({ status: 404, body: { message: 'Bill not found.' } });
    expect(await screen.findByText('Bill not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bill' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Bill Book' })).toHaveAttribute(
      'href',
      '/bill-book',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again when the bill could not be loaded', async () => {
    renderBill({ status: 500, body: { message: 'Something went wrong' } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
