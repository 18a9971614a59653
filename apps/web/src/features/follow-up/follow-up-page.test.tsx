import type { CustomerDto, FollowupDto, ProductDto } from '@khatabill/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { getSession } from '../../lib/session';
import { fixClockAt } from '../../test/fixed-clock';
import { renderRoutes } from '../../test/render-routes';
import { stubApi, type Reply, type SentRequest } from '../../test/stub-api';
import { makeUser, signInAs } from '../../test/user-fixture';
import FollowUpPage from './follow-up-page';

const ASHA: CustomerDto = {
  _id: '5f0c3b8e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  name: 'Asha Verma',
  nameAlias: 'Asha Verma',
  mobile: '9876543210',
  balance: 0,
};
const HAIRCUT: ProductDto = {
  _id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Haircut',
  price: 250,
};
// 10:00:30 on 5 March 2026 in India.
const NOW = new Date('2026-03-05T04:30:30.000Z');
const USAGE = {
  bills: { used: 0, limit: 200, resetsOn: '2026-04-05T04:30:00.000Z' },
  followups: { used: 1, limit: 200, resetsOn: '2026-04-05T04:30:00.000Z' },
};

/** The follow-up form's calls; `saveReply` answers POST /followups. */
function stubFollowupApi(saveReply?: Reply): SentRequest[] {
  return stubApi(({ method, path, body }) => {
    if (path === '/api/products/minimal') return { status: 200, body: { data: [HAIRCUT] } };
    if (path.startsWith('/api/customers/search')) return { status: 200, body: { data: [ASHA] } };
    if (method === 'POST' && path === '/api/followups') {
      if (saveReply) return saveReply;
      const saved = { ...(body as object), _id: 'f1', status: 'scheduled' } as FollowupDto;
      return { status: 201, body: { data: saved, usage: USAGE } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

function renderPage() {
  signInAs(makeUser());
  renderRoutes([{ path: '/follow-up', element: <FollowUpPage /> }], '/follow-up');
}

const saves = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Follow-Up' }));
const timeField = () => screen.getByLabelText('Schedule time');

async function chooseAsha() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'as');
  await userEvent.click(await screen.findByRole('option', { name: /Asha Verma/ }));
}

async function fillValidFollowup() {
  await chooseAsha();
  await screen.findByRole('option', { name: /Haircut/ });
  await userEvent.selectOptions(screen.getByLabelText('Service'), HAIRCUT._id);
  await userEvent.type(timeField(), '2026-03-06T11:00');
  await userEvent.selectOptions(screen.getByLabelText('Remind before'), '1d');
}

fixClockAt(NOW);

afterEach(() => {
  locale.set('en');
  vi.unstubAllGlobals();
});

describe('New Follow-Up / Booking', () => {
  it('gives the product §5 message for each missing choice and sends nothing', async () => {
    const sent = stubFollowupApi();
    renderPage();
    await save();
    expect(await screen.findByText('Please select a customer')).toBeInTheDocument();
    expect(screen.getByText('Please select a service')).toBeInTheDocument();
    expect(screen.getByText('Please select a time')).toBeInTheDocument();
    expect(screen.getByText('Reminder is required')).toBeInTheDocument();
    expect(saves(sent)).toEqual([]);
  });

  it('offers times from now rounded up to the next 15 minutes, in 15-minute steps', () => {
    stubFollowupApi();
    renderPage();
    expect(timeField()).toHaveAttribute('type', 'datetime-local');
    expect(timeField()).toHaveAttribute('min', '2026-03-05T10:15');
    expect(timeField()).toHaveAttribute('step', '900');
  });

  it('alerts “Please choose a future date and time” for a time already past', async () => {
    const sent = stubFollowupApi();
    renderPage();
    await fillValidFollowup();
    await userEvent.clear(timeField());
    await userEvent.type(timeField(), '2026-03-05T09:45');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a future date and time',
    );
    expect(saves(sent)).toEqual([]);
  });

  it('shows the reminder hint once the time is inside the remind-before window', async () => {
    stubFollowupApi();
    renderPage();
    await userEvent.type(timeField(), '2026-03-05T10:45');
    expect(screen.queryByText(/^Reminder/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Remind before'), '1h');
    expect(screen.getByText('Reminder in 45 mins')).toBeInTheDocument();

    await userEvent.clear(timeField());
    await userEvent.type(timeField(), '2026-03-05T10:15');
    expect(screen.getByText('Reminder now!')).toBeInTheDocument();

    await userEvent.clear(timeField());
    await userEvent.type(timeField(), '2026-03-05T12:00');
    expect(screen.queryByText(/^Reminder/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Remind before'), '1d');
    expect(screen.getByText('Reminder in 120 mins')).toBeInTheDocument();
  });

  it('saves the follow-up as an instant with an Idempotency-Key, says so and starts afresh', async () => {
    const sent = stubFollowupApi();
    renderPage();
    await fillValidFollowup();
    expect(screen.getByRole('group', { name: 'Customer' })).toHaveTextContent('9876543210');
    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'Bring the old bill');
    await save();

    expect(await screen.findByText('Follow-up saved')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Success: Follow-up saved');
    expect(saves(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/followups',
        body: {
          customerId: ASHA._id,
          productId: HAIRCUT._id,
          // 11:00 in India.
          scheduledAt: '2026-03-06T05:30:00.000Z',
          remindBefore: '1d',
          notes: 'Bring the old bill',
        },
      },
    ]);
    const call = vi.mocked(fetch).mock.calls.find(([path]) => path === '/api/followups');
    expect(new Headers(call?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    // The form is empty again, and the stored user counts the follow-up.
    await waitFor(() => expect(screen.getByLabelText('Service')).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('');
    expect(timeField()).toHaveValue('');
    expect(getSession()?.user?.followupCount).toBe(1);
  });

  it('Change opens the customer search again', async () => {
    stubFollowupApi();
    renderPage();
    await chooseAsha();
    await userEvent.click(screen.getByRole('button', { name: 'Change customer Asha Verma' }));
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('');
  });

  it('shows the server’s message as an error when the save fails', async () => {
    stubFollowupApi({ status: 404, body: { message: 'Product not found.' } });
    renderPage();
    await fillValidFollowup();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Product not found.');
  });

  it('shows the monthly limit in the Plan Limit dialog', async () => {
    const message = "You've reached your starter plan's limit of 200 follow-ups.";
    stubFollowupApi({ status: 402, body: { message } });
    renderPage();
    await fillValidFollowup();
    await save();
    const dialog = await screen.findByRole('dialog', { name: 'Plan Limit' });
    expect(dialog).toHaveTextContent(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Hindi: labels, the remind-before choices and the reminder hint', async () => {
    locale.set('hi');
    await prepareLanguage();
    stubFollowupApi();
    renderPage();
    expect(screen.getByRole('heading', { name: 'नया फॉलो-अप / बुकिंग' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('बुकिंग का समय'), '2026-03-05T10:45');
    await userEvent.selectOptions(screen.getByLabelText('कितना पहले याद दिलाएं'), '1 घंटा');
    expect(screen.getByText('रिमाइंडर 45 मिनट में जाएगा')).toBeInTheDocument();
  });
});
