import type { NotificationDto } from '@khatabill/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { renderRoutes } from '../../test/render-routes';
import { stubApi, type SentRequest } from '../../test/stub-api';
import { makeUser, signInAs } from '../../test/user-fixture';
import AdminNotificationsPage from './admin-notifications-page';

function notification(id: string, name: string): NotificationDto {
  const message = `Hello ${name}, your follow-up is at 11:00 am.`;
  return {
    _id: id,
    kind: 'followup',
    shopName: 'Sharma Salon',
    name,
    mobile: '9876543210',
    message,
    whatsappUrl: `https://wa.me/919876543210?text=${encodeURIComponent(message)}`,
    dueOn: '2026-11-25',
    createdAt: '2026-11-25T04:30:00.000Z',
  };
}

/** The admin queue kept in memory: mark-sent takes a notification out of it. */
function stubQueueApi(initial: NotificationDto[], pageSize = 20): SentRequest[] {
  let pending = [...initial];
  return stubApi(({ method, path }) => {
    const url = new URL(path, 'http://localhost');
    if (method === 'POST') {
      const id = url.pathname.split('/').at(-1);
      const sent = pending.find((n) => n._id === id);
      pending = pending.filter((n) => n._id !== id);
      return sent
        ? { status: 200, body: { data: sent } }
        : { status: 404, body: { message: 'Notification not found.' } };
    }
    const page = Number(url.searchParams.get('page'));
    const data = pending.slice((page - 1) * pageSize, page * pageSize);
    return { status: 200, body: { data, total: pending.length, page, limit: pageSize } };
  });
}

function renderPage() {
  signInAs(makeUser({ role: 'admin' }));
  renderRoutes(
    [{ path: '/admin/notifications', element: <AdminNotificationsPage /> }],
    '/admin/notifications',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  locale.set('en');
});

describe('Pending Notifications', () => {
  it('lists each with name, mobile, message and a WhatsApp link in a new tab, with the count', async () => {
    stubQueueApi([notification('n1', 'Asha Verma'), notification('n2', 'Ravi Kumar')]);
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('2 pending')).toBeInTheDocument();
    const asha = screen.getByRole('article', { name: 'Asha Verma' });
    expect(asha).toHaveTextContent('9876543210');
    expect(asha).toHaveTextContent('Hello Asha Verma, your follow-up is at 11:00 am.');
    const link = within(asha).getByRole('link', { name: /WhatsApp/ });
    expect(link).toHaveAttribute('href', notification('n1', 'Asha Verma').whatsappUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('Mark as sent takes it out of the list', async () => {
    const sent = stubQueueApi([notification('n1', 'Asha Verma'), notification('n2', 'Ravi Kumar')]);
    renderPage();
    const asha = await screen.findByRole('article', { name: 'Asha Verma' });
    await userEvent.click(within(asha).getByRole('button', { name: 'Mark as sent' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Asha Verma' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 pending')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/notifications/mark-sent/n1', body: undefined },
    ]);
  });

  it('says so when nothing is pending', async () => {
    stubQueueApi([]);
    renderPage();
    expect(await screen.findByText('No pending notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a failure with Try again', async () => {
    stubApi(() => ({ status: 500, body: { message: 'Something went wrong on the server.' } }));
    renderPage();
    expect(await screen.findByText('Something went wrong on the server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('loads more while the server has more pages', async () => {
    stubQueueApi([notification('n1', 'Asha Verma'), notification('n2', 'Ravi Kumar')], 1);
    renderPage();
    await screen.findByRole('article', { name: 'Asha Verma' });
    expect(screen.getByText('2 pending')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });

  it('speaks Hindi: the count, the kind, the shop and Mark as sent', async () => {
    locale.set('hi');
    await prepareLanguage();
    stubQueueApi([notification('n1', 'Asha Verma'), notification('n2', 'Ravi Kumar')]);
    renderPage();
    expect(await screen.findByText('2 बाकी')).toBeInTheDocument();
    const asha = screen.getByRole('article', { name: 'Asha Verma' });
    expect(asha).toHaveTextContent('फ़ॉलो-अप');
    expect(asha).toHaveTextContent('9876543210 · Sharma Salon से');
    await userEvent.click(within(asha).getByRole('button', { name: 'भेजा गया मार्क करें' }));
    expect(await screen.findByText('1 बाकी')).toBeInTheDocument();
  });
});
