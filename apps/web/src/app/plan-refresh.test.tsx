import { PLAN_MESSAGES, type UserDto } from '@khatabill/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBill } from '../test/create-bill-harness';
import { renderRoutes } from '../test/render-routes';
import { stubApi } from '../test/stub-api';
import { makeUser, signInAs } from '../test/user-fixture';
import { routes } from './routes';

const TRIAL = { plan: 'starter', trialDays: 14 } as const;
const TRIAL_ENDED = { plan: 'starter', trialDays: null } as const;

/**
 * The server as an expired Starter plan answers it: the user is `server.user`, the Bill Book's
 * date filter and the follow-ups are refused, and every other list is empty.
 */
function stubServer(server: { user: UserDto }) {
  return stubApi(({ path }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/auth/me') return { status: 200, body: { data: server.user } };
    if (url.pathname === '/api/bills/search') {
      if (url.searchParams.has('from')) {
        return { status: 403, body: { message: PLAN_MESSAGES.dateFilterExpired } };
      }
      return { status: 200, body: { data: [makeBill()], total: 1, page: 1, limit: 50 } };
    }
    if (url.pathname === '/api/followups') {
      return { status: 403, body: { message: PLAN_MESSAGES.upgradeToAccess } };
    }
    return { status: 200, body: { data: [] } };
  });
}

describe('a phone still holding the plan of its login', () => {
  it('shows the Bill Book the plan allows, the list without the date filter, and locks the menu', async () => {
    signInAs(makeUser(TRIAL));
    stubServer({ user: makeUser(TRIAL_ENDED) });
    renderRoutes(routes, '/bill-book');

    expect(await screen.findByRole('article', { name: 'INV-1' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(screen.getByText(PLAN_MESSAGES.dateFilterExpired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'More' })[0]!);
    expect(
      screen.getByRole('button', { name: 'Follow-Up (upgrade required)' }),
    ).toBeInTheDocument();
  });

  it('says "Upgrade to access this feature." on a restricted screen opened by its address, with no Try again', async () => {
    signInAs(makeUser(TRIAL));
    stubServer({ user: makeUser(TRIAL_ENDED) });
    renderRoutes(routes, '/follow-up-status');

    expect(
      await screen.findByRole('heading', { name: PLAN_MESSAGES.upgradeToAccess }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('Create Bill', () => {
  it('follows the bills made on another device with its usage banners', async () => {
    const paidStarter = { plan: 'starter', trialDays: null, planDays: 20 } as const;
    signInAs(makeUser(paidStarter));
    const server = { user: makeUser(paidStarter) };
    const sent = stubServer(server);
    renderRoutes(routes, '/create-bill');
    await screen.findByRole('heading', { name: 'Create Bill' });
    await waitFor(() => expect(sent.some(({ path }) => path === '/api/auth/me')).toBe(true));

    server.user = makeUser({ ...paidStarter, billingCount: 190 });
    // Read every second on this screen: well within the wait, unlike the other screens' pace.
    expect(
      await screen.findByText(/^Only 10 bills left this month/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();

    server.user = makeUser({ ...paidStarter, billingCount: 200 });
    expect(
      await screen.findByText(PLAN_MESSAGES.billingLimitBanner, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
