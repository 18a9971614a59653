import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { makeUser } from '../../test/user-fixture';
import AuthPage from './auth-page';

// libphonenumber's metadata (~35 kB gzip) is fetched only to pick another country than India:
// the module that holds it is counted as it loads. Its first load stays for the file's later
// tests, so the Indian visitors come first.
const libraryLoads = vi.hoisted(() => vi.fn());
vi.mock('./components/phone-library-functions', async (importOriginal) => {
  libraryLoads();
  return importOriginal();
});

function renderAuth(entry: string) {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/create-bill', element: <h1>Create Bill</h1> },
    ],
    entry,
  );
}

const signedIn = () => ({ status: 200, body: { data: { token: 'jwt', user: makeUser() } } });

async function fillSignup(mobile: string) {
  await userEvent.type(await screen.findByLabelText('Your Name'), 'Ravi Sharma');
  await userEvent.type(screen.getByLabelText('Shop Name'), 'Sharma Mobile Repair');
  await userEvent.type(screen.getByLabelText('Mobile'), mobile);
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

async function fillLogin(mobile: string) {
  await userEvent.type(screen.getByLabelText('Mobile'), mobile);
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

async function pickCountry(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /^Country:/ }));
  await userEvent.type(await screen.findByRole('combobox', { name: 'Search country' }), name);
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  await userEvent.keyboard('{Enter}');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an Indian mobile', () => {
  it('signs up, formatted and checked, without the phone library', async () => {
    const sent = stubApi(signedIn);
    renderAuth('/auth?mode=signup');
    await fillSignup('98765x4321');

    expect(await screen.findByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveValue('98765 4321');
    await userEvent.type(screen.getByLabelText('Mobile'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({
      mobile: '+919876543210',
      location: { country: 'India' },
    });
    expect(libraryLoads).not.toHaveBeenCalled();
  });

  it('logs in without the phone library', async () => {
    const sent = stubApi(signedIn);
    renderAuth('/auth');
    await fillLogin('9876543210');

    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ mobile: '+919876543210', password: 'secret123' });
    expect(libraryLoads).not.toHaveBeenCalled();
  });
});

describe("another country's mobile", () => {
  it('loads the library once the country is tapped, and logs in checked by it', async () => {
    const sent = stubApi(signedIn);
    renderAuth('/auth');
    await pickCountry('United Kingdom');
    expect(libraryLoads).toHaveBeenCalledOnce();

    await fillLogin('7400 12345');
    expect(await screen.findByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Mobile'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ mobile: '+447400123456', password: 'secret123' });
  });

  it('signs the shop up in that country', async () => {
    const sent = stubApi(signedIn);
    renderAuth('/auth?mode=signup');
    await screen.findByRole('button', { name: 'Create Account' });
    await pickCountry('United Kingdom');
    await fillSignup('7400123456');

    expect(await screen.findByRole('heading', { name: 'Create Bill' })).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({
      mobile: '+447400123456',
      location: { country: 'United Kingdom' },
    });
  });
});
