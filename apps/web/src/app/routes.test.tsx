import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../i18n/i18n';
import { locale } from '../i18n/locale';
import { analytics } from '../lib/analytics';
import { api } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { renderRoutes } from '../test/render-routes';
import { getSession } from '../lib/session';
import { stubApi, stubApiUnreachable } from '../test/stub-api';
import { asStaff, makeUser, signInAs } from '../test/user-fixture';
import { routes } from './routes';

const renderAt = (path: string) => renderRoutes(routes, path);

afterEach(() => {
  vi.restoreAllMocks();
  locale.set('en');
});

describe('route changes', () => {
  it('scroll to the top and count a page view without the bill token', async () => {
    const pageView = vi.spyOn(analytics, 'pageView');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderAt('/');
    await screen.findByRole('link', { name: 'Start for Free' });
    expect(pageView).toHaveBeenLastCalledWith('/');

    stubApiUnreachable();
    await act(() => router.navigate('/your-bill/AbCdEfGhIjKlMnOpQrStUv'));
    await screen.findByText('Failed to load bill.');
    expect(pageView).toHaveBeenLastCalledWith('/your-bill');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});

describe('landing page', () => {
  it('offers a signed-in shop Go to Dashboard, to billing', async () => {
    signInAs(makeUser({ role: 'shop' }));
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/create-bill',
    );
  });

  it('offers an admin Go to Admin, to the notifications queue', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const router = renderAt('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Go to Admin' }));
    expect(
      await screen.findByRole('heading', { name: 'Pending Notifications' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/admin/notifications');
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });
});

describe('route guards', () => {
  it('sends a visitor without a token from a shop screen to the landing page', async () => {
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('link', { name: 'Start for Free' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(router.location.pathname).toBe('/');
  });

  it('sends a shop whose stored token the server refuses to log in again, not to the landing page', async () => {
    signInAs(makeUser({ role: 'shop' }));
    stubApi(() => ({ status: 401, body: { message: 'Session expired' } }));
    const router = renderAt('/bill-book');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth');
    expect(getSession()).toBeNull();
  });

  it('sends anyone whose token the server refuses to log in again from any screen, and forgets the cached answers', async () => {
    signInAs(makeUser({ role: 'shop' }));
    const clear = vi.spyOn(queryClient, 'clear');
    const router = renderAt('/');
    await screen.findByRole('link', { name: 'Go to Dashboard' });

    stubApi(() => ({ status: 401, body: { message: 'Session expired' } }));
    await act(() => expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth');
    await waitFor(() => expect(clear).toHaveBeenCalledOnce());
  });

  it('sends an admin away from shop screens to Access Denied', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const router = renderAt('/create-bill');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/unauthorized');
  });

  it('sends a shop away from the admin screen to Access Denied', async () => {
    signInAs(makeUser({ role: 'shop' }));
    renderAt('/admin/notifications');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('opens the admin screen for an admin', async () => {
    signInAs(makeUser({ role: 'admin' }));
    renderAt('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Pending Notifications' }),
    ).toBeInTheDocument();
  });

  it('shows the upgrade notice for Expenses on an expired starter plan', async () => {
    signInAs(makeUser({ plan: 'starter', trialDays: -1 }));
    renderAt('/expenses');
    expect(
      await screen.findByRole('heading', { name: 'Upgrade to access this feature.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Expenses' })).not.toBeInTheDocument();
  });

  it('opens Follow-Up during a trial', async () => {
    signInAs(makeUser({ plan: 'starter', trialDays: 3 }));
    renderAt('/follow-up');
    expect(
      await screen.findByRole('heading', { name: 'New Follow-Up / Booking' }),
    ).toBeInTheDocument();
  });

  it('answers an unknown address with Page not found', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('shop navigation', () => {
  it('shows the shop name, or the product name when the shop has none', async () => {
    signInAs(makeUser({ shopName: 'Sharma Mobile Repair' }));
    renderAt('/dashboard');
    expect(await screen.findByRole('link', { name: 'Sharma Mobile Repair' })).toBeInTheDocument();
  });

  it('falls back to the product name', async () => {
    signInAs(makeUser({ shopName: '' }));
    renderAt('/dashboard');
    expect(await screen.findByRole('link', { name: 'KhataBill' })).toBeInTheDocument();
  });

  it('locks restricted items on an expired starter plan: no navigation, an upgrade alert', async () => {
    signInAs(makeUser({ plan: 'starter', trialDays: null }));
    const router = renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    await userEvent.click(screen.getAllByRole('button', { name: 'More' })[0]!);
    const locked = screen.getByRole('button', { name: 'Expenses (upgrade required)' });
    await userEvent.click(locked);

    expect(router.location.pathname).toBe('/dashboard');
    // Announced politely (the dashboard's own loading texts are status messages too).
    expect(
      screen.getByText('Upgrade to access this feature.').closest('[role="status"]'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clients' })).toBeInTheDocument();
  });

  it('links restricted items normally on an active growth plan', async () => {
    signInAs(makeUser({ plan: 'growth', trialDays: null, planDays: 20 }));
    const router = renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    await userEvent.click(screen.getAllByRole('button', { name: 'More' })[0]!);
    await userEvent.click(screen.getByRole('link', { name: 'Follow-Up Status' }));

    expect(await screen.findByRole('heading', { name: 'Follow-Up Status' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/follow-up-status');
    // Navigating closes the drawer.
    expect(screen.queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();
  });
});

describe('a staff member (product §17)', () => {
  const staff = () => asStaff(makeUser({ plan: 'pro', trialDays: null, planDays: 30 }));
  const openMore = async () => userEvent.click(screen.getAllByRole('button', { name: 'More' })[0]!);

  it('finds only the screens staff may open in More, and a Logout', async () => {
    signInAs(staff());
    stubApi(() => ({ status: 200, body: { data: [] } }));
    renderAt('/products');
    await screen.findByRole('heading', { name: 'Product Manager' });
    await openMore();

    for (const allowed of ['Clients', 'Products', 'Follow-Up', 'Follow-Up Status']) {
      expect(screen.getByRole('link', { name: allowed })).toBeInTheDocument();
    }
    for (const ownerOnly of ['Settings', 'Expenses', 'My Deals']) {
      expect(screen.queryByRole('link', { name: ownerOnly })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('gives the owner Settings in More and no Logout there', async () => {
    signInAs(makeUser({ plan: 'pro', trialDays: null, planDays: 30 }));
    stubApi(() => ({ status: 200, body: { data: [] } }));
    renderAt('/products');
    await screen.findByRole('heading', { name: 'Product Manager' });
    await openMore();

    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it.each(['/setup', '/expenses', '/my-deals', '/gstr-1'])(
    'shows Access Denied at %s, in the shop’s frame',
    async (path) => {
      signInAs(staff());
      stubApi(() => ({ status: 200, body: { data: [] } }));
      const router = renderAt(path);

      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(router.location.pathname).toBe(path);
      expect(screen.getByRole('link', { name: 'Sharma Mobile Repair' })).toBeInTheDocument();
    },
  );

  it('shows the day’s follow-ups on the dashboard and asks for none of the money', async () => {
    signInAs(staff());
    const sent = stubApi(() => ({ status: 200, body: { data: [] } }));
    renderAt('/dashboard');

    expect(await screen.findByText('Welcome, Asha Verma')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.map((request) => request.path)).toContain('/api/reminders/today'),
    );
    expect(sent.filter((request) => /summary|top-products|dues/.test(request.path))).toEqual([]);
  });
});

describe('the frame in Hindi', () => {
  async function showHindi() {
    locale.set('hi');
    await prepareLanguage();
  }

  it('shows the landing page and an unknown address in Hindi', async () => {
    await showHindi();
    const router = renderAt('/');
    expect(await screen.findByRole('link', { name: 'मुफ़्त शुरू करें' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'लॉगिन' })).toBeInTheDocument();

    await act(() => router.navigate('/no-such-page'));
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
  });

  it('names the navigation and the plan gate in Hindi', async () => {
    await showHindi();
    signInAs(makeUser({ plan: 'starter', trialDays: null }));
    renderAt('/expenses');
    expect(
      await screen.findByText('आपके प्लान में यह स्क्रीन नहीं है। इसे इस्तेमाल करने के लिए प्लान अपग्रेड करें।'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'बिल बुक' })).not.toHaveLength(0);

    await userEvent.click(screen.getAllByRole('button', { name: 'और' })[0]!);
    expect(screen.getByRole('button', { name: 'खर्चे (अपग्रेड ज़रूरी)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेन्यू बंद करें' })).toBeInTheDocument();
  });
});
