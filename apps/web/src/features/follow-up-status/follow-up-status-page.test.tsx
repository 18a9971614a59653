import type { FollowupDto, FollowupStatus } from '@khatabill/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { actionNames } from '../../test/action-names';
import { fixClockAt } from '../../test/fixed-clock';
import { renderRoutes } from '../../test/render-routes';
import { stubApi, type SentRequest } from '../../test/stub-api';
import { makeUser, signInAs } from '../../test/user-fixture';
import FollowUpStatusPage from './follow-up-status-page';

// 10:00:30 on 25 November 2026 in India.
const NOW = new Date('2026-11-25T04:30:30.000Z');

function followup(id: string, status: FollowupStatus, name = 'Asha Verma'): FollowupDto {
  return {
    _id: id,
    customerId: { _id: `c-${id}`, name, nameAlias: name, mobile: '9876543210' },
    productId: { _id: 'p1', name: 'Haircut', price: 250 },
    // 11:00 in India.
    scheduledAt: '2026-11-25T05:30:00.000Z',
    remindBefore: '1h',
    notes: '',
    status,
    createdAt: '2026-11-20T05:30:00.000Z',
  };
}

/** A follow-ups API kept in memory: PATCH changes the status (a postpone adds the next one). */
function stubFollowupsApi(initial: FollowupDto[], pageSize = 20): SentRequest[] {
  let followups = [...initial];
  return stubApi(({ method, path, body }) => {
    const url = new URL(path, 'http://localhost');
    if (method === 'GET') {
      const page = Number(url.searchParams.get('page'));
      const data = followups.slice((page - 1) * pageSize, page * pageSize);
      return { status: 200, body: { data, total: followups.length, page, limit: pageSize } };
    }
    const id = url.pathname.split('/')[3];
    const change = body as { status: FollowupStatus; scheduledAt?: string };
    const changed = followups.map((f) => (f._id === id ? { ...f, status: change.status } : f));
    const original = followups.find((f) => f._id === id);
    const next =
      change.status === 'postponed' && original
        ? { ...original, _id: `${id}-next`, scheduledAt: change.scheduledAt ?? '' }
        : undefined;
    followups = next ? [next, ...changed] : changed;
    return { status: 200, body: { data: changed.find((f) => f._id === id), next } };
  });
}

function renderPage() {
  signInAs(makeUser());
  renderRoutes(
    [
      { path: '/follow-up-status', element: <FollowUpStatusPage /> },
      { path: '/create-bill', element: <h1>Create Bill</h1> },
    ],
    '/follow-up-status',
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const patches = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PATCH');

fixClockAt(NOW);

afterEach(() => {
  vi.unstubAllGlobals();
  locale.set('en');
});

describe('Follow-Up Status', () => {
  it('shows each follow-up with its shop-local time, and actions only while scheduled', async () => {
    stubFollowupsApi([
      followup('f1', 'scheduled', 'Asha Verma'),
      followup('f2', 'done', 'Ravi Kumar'),
      followup('f3', 'cancelled', 'Meena Iyer'),
      followup('f4', 'postponed', 'John Dsouza'),
    ]);
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const asha = await screen.findByRole('article', { name: 'Asha Verma' });
    expect(asha).toHaveTextContent('Haircut');
    expect(asha).toHaveTextContent('25 Nov, 11:00 am');
    expect(asha).toHaveTextContent('Scheduled');
    expect(actionNames(asha)).toEqual(['Done', 'Cancel', 'Postpone']);

    expect(actionNames(card('Ravi Kumar'))).toEqual(['Convert to Bill']);
    expect(
      within(card('Ravi Kumar')).getByRole('link', { name: 'Convert to Bill' }),
    ).toHaveAttribute('href', '/create-bill?followupId=f2');
    expect(card('Meena Iyer')).toHaveTextContent('Cancelled');
    expect(actionNames(card('Meena Iyer'))).toEqual([]);
    expect(card('John Dsouza')).toHaveTextContent('Postponed');
    expect(actionNames(card('John Dsouza'))).toEqual([]);
  });

  it('Done marks it done and then offers Convert to Bill; Cancel asks first, then cancels', async () => {
    const sent = stubFollowupsApi([
      followup('f1', 'scheduled', 'Asha Verma'),
      followup('f2', 'scheduled', 'Ravi Kumar'),
    ]);
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Asha Verma' })).getByRole('button', {
        name: 'Done',
      }),
    );
    expect(await screen.findByText('Follow-up marked as done')).toBeInTheDocument();
    await waitFor(() => expect(actionNames(card('Asha Verma'))).toEqual(['Convert to Bill']));

    await userEvent.click(within(card('Ravi Kumar')).getByRole('button', { name: 'Cancel' }));
    const asking = await screen.findByRole('dialog', { name: 'Cancel this follow-up?' });
    await userEvent.click(within(asking).getByRole('button', { name: 'Keep' }));
    expect(card('Ravi Kumar')).toHaveTextContent('Scheduled');
    expect(patches(sent)).toHaveLength(1);

    await userEvent.click(within(card('Ravi Kumar')).getByRole('button', { name: 'Cancel' }));
    const confirming = await screen.findByRole('dialog', { name: 'Cancel this follow-up?' });
    await userEvent.click(within(confirming).getByRole('button', { name: 'Cancel Follow-Up' }));
    await waitFor(() => expect(card('Ravi Kumar')).toHaveTextContent('Cancelled'));
    expect(patches(sent)).toEqual([
      { method: 'PATCH', path: '/api/followups/f1/status', body: { status: 'done' } },
      { method: 'PATCH', path: '/api/followups/f2/status', body: { status: 'cancelled' } },
    ]);
  });

  it('Postpone asks for a new time by the follow-up rules and sends it as an instant', async () => {
    const sent = stubFollowupsApi([followup('f1', 'scheduled')]);
    renderPage();
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Asha Verma' })).getByRole('button', {
        name: 'Postpone',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Postpone follow-up' });
    const time = within(dialog).getByLabelText('New time');
    expect(time).toHaveAttribute('min', '2026-11-25T10:15');
    expect(time).toHaveAttribute('step', '900');

    const postpone = () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Postpone' }));
    await postpone();
    expect(within(dialog).getByText('Please select a time')).toBeInTheDocument();
    await userEvent.type(time, '2026-11-25T09:00');
    await postpone();
    expect(within(dialog).getByText('Please choose a future date and time')).toBeInTheDocument();
    expect(patches(sent)).toEqual([]);

    await userEvent.clear(time);
    await userEvent.type(time, '2026-11-26T12:30');
    await postpone();
    expect(await screen.findByText('Follow-up postponed to 26 Nov, 12:30 pm')).toBeInTheDocument();
    expect(patches(sent)).toEqual([
      {
        method: 'PATCH',
        path: '/api/followups/f1/status',
        body: { status: 'postponed', scheduledAt: '2026-11-26T07:00:00.000Z' },
      },
    ]);
    // The postponed one stays as a record; the new one is scheduled with its actions.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when there are none, with a way to book one', async () => {
    stubFollowupsApi([]);
    renderPage();
    expect(await screen.findByText('No follow-ups yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Follow-Up' })).toHaveAttribute(
      'href',
      '/follow-up',
    );
  });

  it('loads more while the server has more pages', async () => {
    stubFollowupsApi(
      [followup('f1', 'scheduled', 'Asha Verma'), followup('f2', 'done', 'Ravi Kumar')],
      1,
    );
    renderPage();
    await screen.findByRole('article', { name: 'Asha Verma' });
    expect(screen.queryByRole('article', { name: 'Ravi Kumar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('speaks Hindi: status, time and reminder in Hindi, the owner’s names as written', async () => {
    locale.set('hi');
    await prepareLanguage();
    stubFollowupsApi([followup('f1', 'scheduled', 'Asha Verma')]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'फॉलो-अप की स्थिति' })).toBeInTheDocument();
    const asha = await screen.findByRole('article', { name: 'Asha Verma' });
    expect(asha).toHaveTextContent('तय है');
    expect(asha).toHaveTextContent('25 नवंबर को सुबह 11:00 बजे · 1 घंटा पहले याद दिलाएं');
    expect(actionNames(asha)).toEqual(['हो गया', 'रद्द करें', 'आगे बढ़ाएं']);
  });
});
