import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { getSession } from '../../lib/session';
import { renderRoutes } from '../../test/render-routes';
import { stubApi, stubApiUnreachable } from '../../test/stub-api';
import { makeUser, signInAs } from '../../test/user-fixture';
import WelcomePage from './welcome-page';

/** Answers `PUT /api/auth/settings` with `status` and `body`, recording the requests. */
const stubSettingsSave = (status: number, body: unknown) => stubApi(() => ({ status, body }));

function renderWelcome() {
  return renderRoutes(
    [
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/create-bill', element: <h1>Create Bill</h1> },
      { path: '/auth', element: <h1>Login</h1> },
    ],
    '/welcome',
  );
}

const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  locale.set('en');
});

describe('welcome onboarding', () => {
  it('shows a visitor what the setup asks, with Create free account and Login, on /welcome', async () => {
    const router = renderWelcome();
    expect(screen.getByRole('heading', { name: 'Welcome to KhataBill' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Three steps to your first bill' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(router.location.pathname).toBe('/welcome');
    // Nothing to save without a shop: no wizard, and no request.
    expect(screen.queryByRole('button', { name: 'Finish Setup' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Create free account' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.location).toMatchObject({ pathname: '/auth', search: '?mode=signup' });

    await act(() => router.navigate('/welcome'));
    await userEvent.click(await screen.findByRole('link', { name: 'I have an account: Login' }));
    expect(router.location).toMatchObject({ pathname: '/auth', search: '' });
  });

  it('greets a visitor in Hindi', async () => {
    locale.set('hi');
    await prepareLanguage();
    renderWelcome();
    expect(screen.getByRole('region', { name: 'पहले बिल तक तीन स्टेप' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुफ़्त अकाउंट बनाएं' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  });

  it('finishes a product-only shop at step 1 and opens billing', async () => {
    signInAs(makeUser());
    const saved = makeUser({ shopName: 'Saved Shop' });
    const sent = stubSettingsSave(200, { data: saved });
    const router = renderWelcome();
    expect(screen.getByLabelText('Product')).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await userEvent.click(button('Finish Setup'));

    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
    expect(screen.getByText('Welcome! Your business is ready to go')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/create-bill');
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/auth/settings', body: { billingMode: ['product'] } },
    ]);
    expect(getSession()?.user?.shopName).toBe('Saved Shop');
  });

  it('keeps Next disabled until a service business type is chosen', async () => {
    signInAs(makeUser());
    renderWelcome();

    await userEvent.click(screen.getByLabelText('Service'));
    expect(screen.queryByRole('button', { name: 'Finish Setup' })).not.toBeInTheDocument();
    expect(button('Next')).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Business type'), 'Gym');
    expect(button('Next')).toBeEnabled();

    await userEvent.click(screen.getByLabelText('Product'));
    expect(button('Next')).toBeEnabled();

    await userEvent.click(screen.getByLabelText('Service'));
    expect(button('Next')).toBeDisabled();
  });

  it('needs at least one handling field to finish, and saves the chosen fields', async () => {
    signInAs(makeUser());
    const sent = stubSettingsSave(200, { data: makeUser() });
    renderWelcome();
    await userEvent.click(screen.getByLabelText('Service'));
    await userEvent.selectOptions(screen.getByLabelText('Business type'), 'Hostel');
    const requestFields = screen.getByRole('group', { name: 'Service Request fields' });
    expect(within(requestFields).getByLabelText('Room No')).toBeChecked();
    await userEvent.click(within(requestFields).getByLabelText('Food Preference'));
    // A guardian's number is for the hostel, not for every receipt.
    await userEvent.click(
      within(requestFields).getByRole('switch', {
        name: 'Show on customer receipt: Guardian Contact',
      }),
    );
    await userEvent.click(button('Next'));

    const handling = screen.getByRole('group', { name: 'Service Handling fields' });
    const finish = button('Finish & Start Billing');
    expect(finish).toBeEnabled();
    for (const label of ['Warden Name', 'Advance Paid', 'Hostel Block']) {
      await userEvent.click(within(handling).getByLabelText(label));
    }
    expect(finish).toBeDisabled();

    await userEvent.click(within(handling).getByLabelText('Advance Paid'));
    await userEvent.click(finish);

    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([
      {
        billingMode: ['product', 'service'],
        businessType: 'hostel',
        serviceFields: [
          { label: 'Room No', type: 'text', showOnReceipt: true },
          { label: 'Guardian Contact', type: 'text', showOnReceipt: false },
          { label: 'Check-in Date', type: 'date', showOnReceipt: true },
          { label: 'Duration of Stay', type: 'text', showOnReceipt: true },
        ],
        serviceDetails: [{ label: 'Advance Paid', type: 'number', showOnReceipt: true }],
      },
    ]);
  });

  it("shows the server's message, or Failed to save settings", async () => {
    signInAs(makeUser());
    stubSettingsSave(400, { message: 'Choose Product or Service' });
    renderWelcome();
    await userEvent.click(button('Finish Setup'));
    expect(await screen.findByText('Choose Product or Service')).toBeInTheDocument();

    stubApiUnreachable();
    await userEvent.click(button('Finish Setup'));
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
  });

  it('asks in Hindi, with the business types in Hindi', async () => {
    locale.set('hi');
    await prepareLanguage();
    signInAs(makeUser());
    renderWelcome();
    expect(screen.getByRole('heading', { name: 'KhataBill में आपका स्वागत है' })).toBeInTheDocument();
    expect(button('सेटअप पूरा करें')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('सर्विस'));
    expect(button('आगे')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'अपने बिज़नेस का प्रकार चुनें' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('बिज़नेस का प्रकार'), 'जिम');
    expect(button('आगे')).toBeEnabled();
  });
});
