import type { ProductDto } from '@khatabill/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { renderRoutes } from '../../test/render-routes';
import { asStaff, makeUser, signInAs } from '../../test/user-fixture';
import ProductsPage from './products-page';

type SentRequest = { method: string; path: string; body: unknown };

/** A products API kept in memory, recording what the page sends. */
function stubProductsApi(initial: ProductDto[]) {
  let products = [...initial];
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body =
        typeof init.body === 'string' ? (JSON.parse(init.body) as ProductDto) : undefined;
      sent.push({ method, path, body });
      const id = path.split('/')[3];
      if (method === 'POST' && body) products.push({ ...body, _id: `p${products.length + 1}` });
      if (method === 'PUT' && body)
        products = products.map((p) => (p._id === id ? { ...body, _id: p._id } : p));
      if (method === 'DELETE') products = products.filter((p) => p._id !== id);
      return Response.json({ data: method === 'GET' ? products : {} });
    }),
  );
  return sent;
}

function renderPage(user = makeUser()) {
  signInAs(user);
  renderRoutes([{ path: '/products', element: <ProductsPage /> }], '/products');
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const nameInput = () => screen.getByLabelText('Product name');
const priceInput = () => screen.getByLabelText('Price (₹)');
const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  locale.set('en');
});

describe('Product Manager', () => {
  it('keeps Save disabled until name and price are valid, then sends the price as a number', async () => {
    const sent = stubProductsApi([]);
    renderPage();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await userEvent.type(nameInput(), 'Screen guard');
    expect(saveButton()).toBeDisabled();
    await userEvent.type(priceInput(), '149.999');
    // The third decimal is refused as it is typed.
    expect(priceInput()).toHaveValue('149.99');
    expect(saveButton()).toBeEnabled();

    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), '   ');
    expect(saveButton()).toBeDisabled();
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Screen guard');

    await userEvent.click(saveButton());

    expect(await screen.findByRole('cell', { name: 'Screen guard' })).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'POST', path: '/api/products', body: { name: 'Screen guard', price: 149.99 } },
    ]);
    expect(nameInput()).toHaveValue('');
    expect(priceInput()).toHaveValue('');
  });

  it('keeps Save disabled for a zero price', async () => {
    stubProductsApi([]);
    renderPage();
    await userEvent.type(nameInput(), 'Cable');
    await userEvent.type(priceInput(), '0');
    expect(saveButton()).toBeDisabled();
  });

  it('Edit fills the form and Save updates the product', async () => {
    const sent = stubProductsApi([{ _id: 'p1', name: 'Battery', price: 1200 }]);
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Battery' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('₹1,200');

    await userEvent.click(within(row).getByRole('button', { name: 'Edit Battery' }));
    expect(nameInput()).toHaveValue('Battery');
    expect(priceInput()).toHaveValue('1200');

    await userEvent.clear(priceInput());
    await userEvent.type(priceInput(), '1350.5');
    await userEvent.click(saveButton());

    expect(await screen.findByText('₹1,350.50')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'PUT', path: '/api/products/p1', body: { name: 'Battery', price: 1350.5 } },
    ]);
    expect(nameInput()).toHaveValue('');
  });

  it('asks a GST shop for the HSN, rate and unit, and keeps an edited product’s', async () => {
    const shop = makeUser();
    const gst = {
      registration: 'regular' as const,
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Sharma Mobile Repair',
      stateCode: '27',
      pricesIncludeTax: true,
      defaultRate: 18,
      defaultHsn: '',
    };
    const sent = stubProductsApi([
      { _id: 'p1', name: 'Battery', price: 1200, hsn: '8507', gstRate: 5, unit: 'PCS' },
    ]);
    renderPage({ ...shop, settings: { ...shop.settings, gst } });
    expect(await screen.findByText('HSN 8507 · 5 % · PCS')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Shop default (18 %)' })).toBeInTheDocument();

    await userEvent.type(nameInput(), 'Charger');
    await userEvent.type(priceInput(), '499');
    await userEvent.type(screen.getByLabelText('HSN / SAC'), '8504');
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'NOS');
    await userEvent.click(saveButton());
    await screen.findByText('HSN 8504 · NOS');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Battery' }));
    expect(screen.getByLabelText('HSN / SAC')).toHaveValue('8507');
    expect(screen.getByLabelText('GST rate')).toHaveValue('5');
    await userEvent.selectOptions(screen.getByLabelText('GST rate'), '');
    await userEvent.click(saveButton());

    await screen.findByText('Product updated');
    expect(writes(sent).map((request) => request.body)).toEqual([
      { name: 'Charger', price: 499, hsn: '8504', gstRate: null, unit: 'NOS' },
      { name: 'Battery', price: 1200, hsn: '8507', gstRate: null, unit: 'PCS' },
    ]);
  });

  it('lets staff read the list alone: no form, no Edit, Delete or Export', async () => {
    stubProductsApi([{ _id: 'p1', name: 'Battery', price: 1200 }]);
    renderPage(asStaff(makeUser()));

    expect(await screen.findByRole('cell', { name: 'Battery' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Product name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Battery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Battery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('deletes a product only after the confirmation', async () => {
    const sent = stubProductsApi([{ _id: 'p1', name: 'Battery', price: 1200 }]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Battery' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(sent)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Battery' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this product?' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(writes(sent)).toEqual([{ method: 'DELETE', path: '/api/products/p1', body: undefined }]);
  });

  it('speaks Hindi, with each row’s actions named in Hindi', async () => {
    locale.set('hi');
    await prepareLanguage();
    stubProductsApi([{ _id: 'p1', name: 'Battery', price: 1200 }]);
    renderPage();
    expect(screen.getByText('प्रोडक्ट लोड हो रहे हैं...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'बदलें Battery' })).toBeInTheDocument();
    expect(screen.getByLabelText('प्रोडक्ट का नाम')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'हटाएं Battery' }));
    expect(screen.getByRole('dialog', { name: 'यह प्रोडक्ट हटाएं?' })).toHaveTextContent(
      'Battery आपकी प्रोडक्ट लिस्ट से हट जाएगा।',
    );
  });
});
