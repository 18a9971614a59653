import { MESSAGES, type UserDto } from '@khatabill/domain';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HINDI } from '../../i18n/hi';
import { i18n, prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { queryKeys } from '../../lib/query-keys';
import { getSession } from '../../lib/session';
import { renderRoutes } from '../../test/render-routes';
import { stubApi, stubApiUnreachable, type Reply } from '../../test/stub-api';
import { repairShopUser } from '../../test/repair-shop-fixture';
import { makeUser, signInAs } from '../../test/user-fixture';
import SetupPage from './setup-page';

/** The server: `GET /auth/me` answers `user`; `PUT /auth/settings` answers it with the JSON changes. */
function stubServer(user: UserDto, saveReply?: Reply) {
  return stubApi(({ method, body }) => {
    if (method === 'GET') return { status: 200, body: { data: user } };
    if (saveReply) return saveReply;
    const settings = body instanceof FormData ? {} : (body as Partial<UserDto['settings']>);
    const saved = { ...user, settings: { ...user.settings, ...settings } };
    return { status: 200, body: { data: saved } };
  });
}

function renderSettings(user: UserDto, client?: QueryClient) {
  signInAs(user);
  return renderRoutes(
    [
      { path: '/setup', element: <SetupPage /> },
      { path: '/', element: <h1>Landing</h1> },
    ],
    '/setup',
    client,
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save Settings' });
const openSection = (name: string) => userEvent.click(screen.getByRole('button', { name }));

async function waitForForm() {
  expect(screen.getByText('Loading settings...')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  locale.set('en');
});

describe('settings screen', () => {
  it('keeps what the owner typed when the app reads the shop again meanwhile', async () => {
    const user = makeUser();
    let current = user;
    stubApi(() => ({ status: 200, body: { data: current } }));
    const client = new QueryClient();
    renderSettings(user, client);
    await waitForForm();
    await openSection('Location Details');
    await userEvent.type(screen.getByLabelText('City'), 'Pune');

    // A bill made on another phone, and the pincode changed there too.
    current = {
      ...user,
      usage: { ...user.usage, bills: { ...user.usage.bills, used: user.usage.bills.used + 1 } },
      settings: { ...user.settings, location: { ...user.settings.location, pincode: '411001' } },
    };
    await client.refetchQueries({ queryKey: queryKeys.settings });

    await waitFor(() => expect(screen.getByLabelText('Pincode')).toHaveValue('411001'));
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
  });

  it('enables Save only once something changed, and saves the form', async () => {
    const sent = stubServer(makeUser());
    renderSettings(makeUser());
    await waitForForm();
    expect(saveButton()).toBeDisabled();

    await openSection('Location Details');
    const city = screen.getByLabelText('City');
    await userEvent.type(city, 'Pune');
    expect(saveButton()).toBeEnabled();
    await userEvent.clear(city);
    expect(saveButton()).toBeDisabled();

    await userEvent.type(city, 'Pune');
    await userEvent.click(saveButton());

    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
    const save = sent.find((request) => request.method === 'PUT');
    expect(save?.path).toBe('/api/auth/settings');
    expect(save?.body).toMatchObject({
      location: { city: 'Pune', country: 'India' },
      billingMode: ['product'],
      invoicePrefix: 'INV-',
      invoiceStartNumber: 1,
    });
    expect(getSession()?.user?.settings.location.city).toBe('Pune');
    expect(city).toHaveValue('Pune');
    expect(saveButton()).toBeDisabled();
  });

  it('counts a new UPI ID as a change only after Confirm on the test QR', async () => {
    const sent = stubServer(makeUser());
    renderSettings(makeUser());
    await waitForForm();
    await openSection('UPI & Payments');
    const upi = screen.getByLabelText('UPI ID');

    await userEvent.type(upi, 'sharma@okaxis');
    expect(saveButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify UPI ID' });
    expect(await within(dialog).findByRole('img', { name: /UPI QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wrong ID' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(upi).toHaveValue('');
    expect(saveButton()).toBeDisabled();

    await userEvent.type(upi, 'sharma@okaxis');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(saveButton()).toBeEnabled();

    await userEvent.click(saveButton());
    await screen.findByText('Settings updated successfully!');
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      upiId: 'sharma@okaxis',
    });
  });

  it('registers the shop for GST: the GSTIN checked and its state shown, the category’s SAC filled in', async () => {
    const shop = makeUser();
    const user = { ...shop, settings: { ...shop.settings, businessType: 'salon-spa' } };
    const sent = stubServer(user);
    renderSettings(user);
    await waitForForm();
    await openSection('GST');
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Regular' }));
    const gstin = screen.getByLabelText('GSTIN');
    await userEvent.type(gstin, '27AAPFU0939F1ZW');
    expect(screen.getByLabelText('Default GST rate')).toHaveValue('5');
    expect(screen.getByLabelText('Default HSN / SAC')).toHaveValue('999721');
    await userEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.gstinChecksum)).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27aapfu0939f1zv');
    expect(screen.getByText('Maharashtra (27)')).toBeInTheDocument();
    await userEvent.click(saveButton());
    await screen.findByText('Settings updated successfully!');
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      gst: {
        registration: 'regular',
        gstin: '27AAPFU0939F1ZV',
        defaultRate: 5,
        defaultHsn: '999721',
      },
    });
  });

  it('refuses an invalid UPI ID before showing a QR', async () => {
    stubServer(makeUser());
    renderSettings(makeUser());
    await waitForForm();
    await openSection('UPI & Payments');
    await userEvent.type(screen.getByLabelText('UPI ID'), 'not a upi id');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(screen.getByText('Enter a valid UPI ID')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks the shop image and the messages on an expired Starter plan', async () => {
    const expired = makeUser({ plan: 'starter', trialDays: -1 });
    const sent = stubServer(expired);
    renderSettings(expired);
    await waitForForm();

    expect(
      screen.getByText(
        'You cannot upload a shop image on the expired Starter plan. Upgrade to unlock this feature.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Shop image')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload shop image' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan Limit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openSection('Billing Preferences');
    const greeting = screen.getByLabelText('Greeting message');
    expect(greeting).toHaveAttribute('readonly');
    expect(greeting).toHaveAccessibleDescription(
      'You cannot update billing preferences on the expired Starter plan.',
    );
    await userEvent.click(greeting);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Plan Limit' })).getByRole('button', {
        name: 'OK',
      }),
    );

    await userEvent.clear(screen.getByLabelText('Invoice prefix'));
    await userEvent.type(screen.getByLabelText('Invoice prefix'), 'SMR-');
    await userEvent.click(saveButton());
    await screen.findByText('Settings updated successfully!');
    const body = sent.find((request) => request.method === 'PUT')?.body;
    expect(body).toMatchObject({ invoicePrefix: 'SMR-' });
    expect(body).not.toHaveProperty('greetingMessage');
    expect(body).not.toHaveProperty('footerNote');
  });

  it('sends multipart form data when a new shop image is chosen', async () => {
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:preview';
        static override revokeObjectURL = () => {};
      },
    );
    const sent = stubServer(makeUser({ plan: 'growth', planDays: 30 }));
    renderSettings(makeUser({ plan: 'growth', planDays: 30 }));
    await waitForForm();
    const image = new File(['png'], 'logo.png', { type: 'image/png' });

    await userEvent.upload(screen.getByLabelText('Shop image'), image);
    expect(screen.getByRole('img', { name: 'New shop image, not saved yet' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await userEvent.click(saveButton());

    await screen.findByText('Settings updated successfully!');
    const body = sent.find((request) => request.method === 'PUT')?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('shopImage')).toBe(image);
    expect(JSON.parse(String(form.get('billingMode')))).toEqual(['product']);
    expect(form.get('invoiceStartNumber')).toBe('1');
    expect(saveButton()).toBeDisabled();
  });

  it('requires a category when Service is checked, and fills its fields when chosen', async () => {
    stubServer(makeUser());
    renderSettings(makeUser());
    await waitForForm();
    await openSection('Billing Mode');
    await userEvent.click(screen.getByLabelText('Service'));
    await userEvent.click(saveButton());
    expect(await screen.findByText('Select a category')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Business Category'), 'Gym');
    const handling = screen.getByRole('group', { name: 'Service Handling fields' });
    expect(within(handling).getByLabelText('Assigned Trainer')).toBeChecked();
    expect(screen.queryByText('Select a category')).not.toBeInTheDocument();
  });

  it('switches a service field onto the customer receipt and saves the choice', async () => {
    const sent = stubServer(repairShopUser());
    renderSettings(repairShopUser());
    await waitForForm();
    await openSection('Billing Mode');
    const request = screen.getByRole('group', { name: 'Service Request fields' });
    const passwordSwitch = within(request).getByRole('switch', {
      name: 'Show on customer receipt: Password / Pattern',
    });
    expect(passwordSwitch).not.toBeChecked();
    expect(saveButton()).toBeDisabled();

    await userEvent.click(passwordSwitch);
    expect(passwordSwitch).toBeChecked();
    await userEvent.click(saveButton());

    await screen.findByText('Settings updated successfully!');
    const body = sent.find((request) => request.method === 'PUT')?.body as UserDto['settings'];
    expect(body.serviceFields).toContainEqual({
      label: 'Password / Pattern',
      type: 'text',
      showOnReceipt: true,
    });
    expect(body.serviceFields.filter((field) => !field.showOnReceipt)).toEqual([]);
    expect(getSession()?.user?.settings.serviceFields).toEqual(body.serviceFields);
  });

  it("shows the server's message, or the fallback when the save does not arrive", async () => {
    stubServer(makeUser(), { status: 400, body: { message: 'Enter a valid UPI ID' } });
    renderSettings(makeUser());
    await waitForForm();
    await openSection('Billing Preferences');
    await userEvent.type(screen.getByLabelText('Footer note'), 'Thank you!');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Enter a valid UPI ID')).toBeInTheDocument();

    stubApiUnreachable();
    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Something went wrong while saving settings'),
    ).toBeInTheDocument();
  });

  it('links WhatsApp Support when a support number is configured', async () => {
    vi.stubEnv('VITE_SUPPORT_WHATSAPP', '919812345678');
    stubServer(makeUser());
    renderSettings(makeUser());
    await waitForForm();
    expect(screen.getByRole('link', { name: 'WhatsApp Support' })).toHaveAttribute(
      'href',
      'https://wa.me/919812345678?text=Hi%2C%20I%20need%20help%20with%20KhataBill',
    );
  });

  it('hides WhatsApp Support without a support number, and logs out to the landing page', async () => {
    vi.stubEnv('VITE_SUPPORT_WHATSAPP', '');
    stubServer(makeUser());
    const router = renderSettings(makeUser());
    await waitForForm();
    expect(screen.queryByRole('link', { name: 'WhatsApp Support' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
    expect(getSession()).toBeNull();
  });

  it('speaks Hindi, down to the plan’s lock and the first message to the support desk', async () => {
    locale.set('hi');
    await prepareLanguage();
    vi.stubEnv('VITE_SUPPORT_WHATSAPP', '919812345678');
    const expired = makeUser({ plan: 'starter', trialDays: -1 });
    stubServer(expired);
    renderSettings(expired);
    expect(screen.getByText('सेटिंग्स लोड हो रही हैं...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'सेटिंग्स सेव करें' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByText(/दुकान की फ़ोटो अपलोड नहीं हो सकती/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp पर मदद' })).toHaveAttribute(
      'href',
      `https://wa.me/919812345678?text=${encodeURIComponent('नमस्ते, मुझे KhataBill में मदद चाहिए')}`,
    );
  });

  describe('language', () => {
    afterEach(() => locale.set('en'));

    it('shows the chosen language at once and saves it to the shop, apart from Save Settings', async () => {
      i18n.cache.hi = HINDI as never;
      const sent = stubApi(({ method, body }) => {
        const user = makeUser();
        if (method === 'GET') return { status: 200, body: { data: user } };
        return { status: 200, body: { data: { ...user, ...(body as object) } } };
      });
      renderSettings(makeUser());
      await waitForForm();

      await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));

      expect(locale.get()).toBe('hi');
      await waitFor(() => expect(getSession()?.user?.language).toBe('hi'));
      expect(sent.filter(({ method }) => method === 'PUT')).toEqual([
        { method: 'PUT', path: '/api/auth/settings', body: { language: 'hi' } },
      ]);
    });

    it('keeps the language on this phone and says so when the save fails', async () => {
      stubServer(makeUser());
      renderSettings(makeUser());
      await waitForForm();
      stubApiUnreachable();

      await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'भाषा आपकी दुकान के लिए सेव नहीं हो पाई',
      );
      expect(locale.get()).toBe('hi');
      expect(getSession()?.user?.language).toBe('en');
    });
  });
});
