import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { renderRoutes } from '../../test/render-routes';
import { stubApi, type Reply } from '../../test/stub-api';
import { asStaff, makeUser } from '../../test/user-fixture';
import JoinPage from './join-page';

function renderJoin(reply: Reply) {
  const sent = stubApi(() => reply);
  const router = renderRoutes(
    [
      { path: '/join/:token', element: <JoinPage /> },
      { path: '/create-bill', element: <h1>Create Bill</h1> },
      { path: '/auth', element: <h1>Login</h1> },
    ],
    '/join/tok-1',
  );
  return { sent, router };
}

const join = async (password: string) => {
  await userEvent.type(await screen.findByLabelText('Choose a password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
};

afterEach(() => vi.unstubAllGlobals());

describe('the join page', () => {
  it('sets the password, stores the session as a login does and opens Create Bill', async () => {
    const user = asStaff(makeUser({ plan: 'pro', trialDays: null, planDays: 30 }));
    const { sent, router } = renderJoin({
      status: 200,
      body: { data: { token: 'staff-token', user } },
    });
    await join('secret123');

    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/create-bill');
    expect(sent).toEqual([
      { method: 'POST', path: '/api/auth/join', body: { token: 'tok-1', password: 'secret123' } },
    ]);
    expect(getSession()).toEqual({ token: 'staff-token', user });
  });

  it('checks the password with signup’s rules before sending', async () => {
    const { sent } = renderJoin({ status: 500, body: {} });
    await join('abc');

    expect(await screen.findByLabelText('Choose a password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);
  });

  it('shows a used or expired link’s message from the server, with no form', async () => {
    const gone = 'This invite link has been used or has expired. Ask the shop owner for a new one.';
    renderJoin({ status: 404, body: { message: gone, code: 'inviteUsedOrExpired' } });
    await join('secret123');

    expect(
      await screen.findByRole('heading', { name: 'This invite link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByText(gone)).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(getSession()).toBeNull();
  });
});
