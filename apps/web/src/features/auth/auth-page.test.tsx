import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { getSession } from '../../lib/session';
import { renderRoutes } from '../../test/render-routes';
import { stubApi, stubApiUnreachable } from '../../test/stub-api';
import { makeUser, signInAs } from '../../test/user-fixture';
import AuthPage from './auth-page';

function renderAuth(entry = '/auth') {
  const landing = (name: string) => <h1>{name}</h1>;
  return renderRoutes(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/create-bill', element: landing('Create Bill') },
      { path: '/admin/notifications', element: landing('Pending Notifications') },
      { path: '/welcome', element: landing('Onboarding') },
    ],
    entry,
  );
}

/** Auth opened on Signup, once its form (loaded apart from Login's) shows. */
async function openSignup() {
  const router = renderAuth('/auth?mode=signup');
  await screen.findByRole('button', { name: 'Create Account' });
  return router;
}

async function fillSignup({ service = false } = {}) {
  await userEvent.type(screen.getByLabelText('Your Name'), 'Ravi Sharma');
  await userEvent.type(screen.getByLabelText('Shop Name'), 'Sharma Mobile Repair');
  await userEvent.type(screen.getByLabelText('Mobile'), '9876543210');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  if (service) await userEvent.click(screen.getByLabelText('Service'));
}

const submitSignup = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signup form', () => {
  it('shows every required message for an empty submit and sends nothing', async () => {
    const sent = stubApi(() => ({ status: 500, body: {} }));
    await openSignup();
    await submitSignup();

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Shop name is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveAccessibleDescription('Name is required');
    expect(sent).toHaveLength(0);
  });

  it('asks for at least 6 password characters', async () => {
    stubApi(() => ({ status: 500, body: {} }));
    await openSignup();
    await userEvent.type(screen.getByLabelText('Password'), 'abc12');
    await submitSignup();
    expect(await screen.findByText('Min 6 characters')).toBeInTheDocument();
  });

  it('requires a business category only when Service is checked', async () => {
    const sent = stubApi(() => ({ status: 500, body: {} }));
    await openSignup();
    expect(screen.getByLabelText('Product')).toBeChecked();
    expect(screen.queryByLabelText('Business Category')).not.toBeInTheDocument();

    await fillSignup({ service: true });
    await submitSignup();

    expect(await screen.findByText('Select a category')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByLabelText('Service'));
    expect(screen.queryByLabelText('Business Category')).not.toBeInTheDocument();
    expect(screen.queryByText('Select a category')).not.toBeInTheDocument();
  });

  it('creates a product account, stores the session and opens billing', async () => {
    const user = makeUser();
    const sent = stubApi(() => ({ status: 201, body: { data: { token: 'jwt-1', user } } }));
    const router = await openSignup();
    await fillSignup();
    await submitSignup();

    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
    expect(screen.getByText('Account created successfully!')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/create-bill');
    expect(getSession()?.token).toBe('jwt-1');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/auth/signup',
        body: {
          name: 'Ravi Sharma',
          shopName: 'Sharma Mobile Repair',
          mobile: '+919876543210',
          password: 'secret123',
          billingMode: ['product'],
          location: { country: 'India' },
          language: 'en',
        },
      },
    ]);
  });

  it("sends a service shop's category with the signup and opens billing", async () => {
    const user = makeUser();
    const sent = stubApi(() => ({ status: 201, body: { data: { token: 'jwt-2', user } } }));
    await openSignup();
    await fillSignup({ service: true });
    await userEvent.selectOptions(screen.getByLabelText('Business Category'), 'Clinic');
    await submitSignup();

    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/auth/signup',
    ]);
    expect(sent[0]?.body).toMatchObject({
      billingMode: ['product', 'service'],
      businessType: 'clinic',
    });
  });

  it("shows the server's message and its field errors when signup fails", async () => {
    stubApi(() => ({
      status: 409,
      body: {
        message: 'This mobile is already registered',
        errors: { mobile: 'Already registered' },
      },
    }));
    const router = await openSignup();
    await fillSignup();
    await submitSignup();

    expect(await screen.findByText('This mobile is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Already registered');
    expect(router.location.pathname).toBe('/auth');
    expect(getSession()).toBeNull();
  });
});

describe('login form', () => {
  async function login() {
    await userEvent.type(screen.getByLabelText('Mobile'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('shows the required messages for an empty submit, sends nothing, and follows the typing', async () => {
    const sent = stubApi(() => ({ status: 500, body: {} }));
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Mobile is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Mobile')).toHaveFocus();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByText('Mobile is required')).toBeInTheDocument();
  });

  it("puts the server's field messages under their fields", async () => {
    stubApi(() => ({
      status: 400,
      body: { message: 'Validation failed', errors: { mobile: 'Enter a valid mobile number' } },
    }));
    renderAuth();
    await login();

    expect(await screen.findByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription(
      'Enter a valid mobile number',
    );
  });

  it('sends an admin to the notifications queue', async () => {
    const admin = makeUser({ role: 'admin' });
    const sent = stubApi(() => ({ status: 200, body: { data: { token: 'jwt-3', user: admin } } }));
    renderAuth();
    await login();

    expect(
      await screen.findByRole('heading', { name: 'Pending Notifications' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Logged in successfully!')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ mobile: '+919876543210', password: 'secret123' });
  });

  it('sends a service shop that has no category yet to the onboarding that asks for it', async () => {
    const user = makeUser();
    const uncategorised = {
      ...user,
      settings: { ...user.settings, billingMode: ['service' as const], businessType: null },
    };
    stubApi(() => ({ status: 200, body: { data: { token: 'jwt-4', user: uncategorised } } }));
    const router = renderAuth();
    await login();

    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/welcome');
  });

  it("stays on the screen with the server's message on a wrong password", async () => {
    stubApi(() => ({ status: 401, body: { message: 'Invalid mobile or password' } }));
    const router = renderAuth();
    await login();

    expect(await screen.findByText('Invalid mobile or password')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/auth');
  });

  it('says Login failed when the server cannot be reached', async () => {
    stubApiUnreachable();
    renderAuth();
    await login();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('switches to Sign up and back with the tabs', async () => {
    renderAuth();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(screen.getByLabelText('Shop Name')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
    expect(screen.queryByLabelText('Shop Name')).not.toBeInTheDocument();
  });
});

describe('auth screen when logged in', () => {
  it("goes straight to the role's home", async () => {
    signInAs(makeUser({ role: 'shop' }));
    const router = renderAuth();
    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/create-bill');
  });
});

describe('signup in Hindi', () => {
  afterEach(() => locale.set('en'));

  it('names its fields, the country and the button in Hindi', async () => {
    locale.set('hi');
    await prepareLanguage();
    renderAuth('/auth?mode=signup');
    expect(await screen.findByRole('button', { name: 'अकाउंट बनाएं' })).toBeInTheDocument();
    expect(screen.getByLabelText('आपका नाम')).toBeInTheDocument();
    expect(screen.getByLabelText('दुकान का नाम')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'देश: भारत +91' })).toBeInTheDocument();
  });

  it('signs the shop up in Hindi, so it goes on speaking Hindi', async () => {
    const sent = stubApi(() => ({
      status: 201,
      body: { data: { token: 'jwt-hi', user: makeUser() } },
    }));
    locale.set('hi');
    await prepareLanguage();
    renderAuth('/auth?mode=signup');
    await userEvent.type(await screen.findByLabelText('आपका नाम'), 'Ravi Sharma');
    await userEvent.type(screen.getByLabelText('दुकान का नाम'), 'Sharma Mobile Repair');
    await userEvent.type(screen.getByLabelText('मोबाइल'), '9876543210');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'अकाउंट बनाएं' }));

    await waitFor(() => expect(sent[0]?.body).toMatchObject({ language: 'hi' }));
  });
});
