import { MESSAGES } from '@khatabill/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fillValidBill,
  gstUser,
  itemRow,
  renderCreateBill,
  stubServer,
  summaryLine,
} from '../../test/create-bill-harness';
import { signInAs } from '../../test/user-fixture';
import { newBillValues, type BillFormValues } from './bill-form-values';
import { keepUnsavedBill } from './unsaved-bill';
// Compiled up front: its first compile would outlast a find's wait, not a phone's fetch.
import './gst/gst-bill-provider';

const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';

const BATTERY = {
  _id: 'product-9',
  name: 'Battery',
  price: 1200,
  hsn: '8507',
  gstRate: 18,
  unit: 'NOS',
};

/** Types a product's name in the first line and picks it from the suggestions. */
async function pickBattery() {
  const row = within(itemRow(1));
  await userEvent.type(row.getByLabelText('Product name'), 'Batt');
  await userEvent.click(await screen.findByRole('option', { name: /Battery/ }));
}

/** The form once its GST parts have loaded; a product-only shop's summary is on show. */
async function formShown() {
  expect(await screen.findByRole('group', { name: 'Item 1' })).toBeInTheDocument();
}

afterEach(() => vi.unstubAllGlobals());

describe('create bill for a shop registered for GST', () => {
  it('copies the product’s HSN, rate and unit to its line and shows CGST and SGST within the state', async () => {
    const server = stubServer({ products: [BATTERY] });
    renderCreateBill(gstUser());
    await formShown();
    await userEvent.type(await screen.findByLabelText('Customer Name'), 'Asha Verma');
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await pickBattery();

    const line = within(itemRow(1));
    expect(line.getByLabelText('HSN/SAC')).toHaveValue('8507');
    expect(line.getByLabelText('GST %')).toHaveValue('18');
    expect(line.getByLabelText('Unit')).toHaveValue('NOS');
    // ₹1,200 including 18 %: 1,016.95 taxable and 183.05 tax, the odd paisa to CGST.
    expect(summaryLine('Taxable Value')).toBe('₹1,016.95');
    expect(summaryLine('CGST')).toBe('₹91.53');
    expect(summaryLine('SGST')).toBe('₹91.52');
    expect(screen.queryByText('IGST', { selector: 'dt' })).not.toBeInTheDocument();
    expect(summaryLine('Invoice Total')).toBe('₹1,200');
    expect(screen.getByText('Place of supply: Maharashtra (27)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    const body = server.saves()[0]?.body as Record<string, unknown>;
    expect(body.items).toEqual([
      {
        name: 'Battery',
        quantity: 1,
        price: '1200',
        productId: 'product-9',
        hsn: '8507',
        gstRate: '18',
        unit: 'NOS',
      },
    ]);
    // A bill to a customer without GSTIN in the shop's state needs no GST terms of its own.
    expect(body).not.toHaveProperty('gst');
  });

  it('makes a B2B bill to another state with IGST from the customer’s GSTIN', async () => {
    const server = stubServer({ products: [BATTERY] });
    renderCreateBill(gstUser());
    await formShown();
    await fillValidBill();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.type(screen.getByLabelText('Customer GSTIN (optional)'), KARNATAKA_GSTIN);
    await userEvent.type(
      screen.getByLabelText('Customer address (optional)'),
      '12 MG Road, Bengaluru',
    );

    expect(
      screen.getByRole('heading', { name: 'GST · Registered customer (B2B)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Place of supply: Karnataka (29), from the GSTIN')).toBeInTheDocument();
    expect(screen.queryByLabelText('Place of supply')).not.toBeInTheDocument();
    expect(summaryLine('IGST')).toBe('₹183.05');
    expect(screen.queryByText('CGST', { selector: 'dt' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    expect(server.saves()[0]?.body).toMatchObject({
      gst: {
        customerGstin: KARNATAKA_GSTIN,
        placeOfSupply: '',
        customerAddress: '12 MG Road, Bengaluru',
      },
    });
  });

  it('refuses a mistyped GSTIN on its field and sends nothing', async () => {
    const server = stubServer();
    renderCreateBill(gstUser());
    await formShown();
    await fillValidBill();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.type(screen.getByLabelText('Customer GSTIN (optional)'), '29AAGCB7383J1Z5');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));

    expect(await screen.findByText(MESSAGES.gstinChecksum)).toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);
  });

  it('adds the tax to prices without it and rounds the invoice to the rupee', async () => {
    stubServer({ products: [] });
    renderCreateBill(gstUser({ pricesIncludeTax: false }));
    await formShown();
    await fillValidBill();
    const price = within(itemRow(1)).getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '99.99');
    // The shop's default rate: 18 % of 99.99 is 18.00; 117.99 rounds to 118.
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.selectOptions(screen.getByLabelText('Place of supply'), '29');
    expect(summaryLine('IGST')).toBe('₹18');
    expect(summaryLine('Round Off')).toBe('₹0.01');
    expect(summaryLine('Invoice Total')).toBe('₹118');
    expect(summaryLine('Final Total')).toBe('₹118');
  });

  it('shows a composition shop no rate and no tax', async () => {
    stubServer({ products: [] });
    renderCreateBill(gstUser({ registration: 'composition' }));
    await formShown();
    await fillValidBill();
    expect(within(itemRow(1)).getByLabelText('HSN/SAC')).toBeInTheDocument();
    expect(within(itemRow(1)).queryByLabelText('GST %')).not.toBeInTheDocument();
    expect(summaryLine('Taxable Value')).toBe('₹1,200');
    expect(summaryLine('CGST')).toBe('₹0');
    expect(summaryLine('Invoice Total')).toBe('₹1,200');
  });
});

describe('create bill: a half-typed bill kept before GST came', () => {
  it('opens in a registered shop’s form with its GST fields empty', async () => {
    stubServer();
    const user = gstUser();
    signInAs(user);
    const { gst: _gst, ...before } = newBillValues(user.settings);
    keepUnsavedBill(null, {
      ...before,
      name: 'Ravi Kumar',
      items: [{ name: 'Cover', quantity: '2', price: '100', productId: '' }],
    } as unknown as BillFormValues);

    renderCreateBill(user);
    await formShown();
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Ravi Kumar');
    expect(within(itemRow(1)).getByLabelText('HSN/SAC')).toHaveValue('');
    expect(summaryLine('Taxable Value')).toBe('₹169.49');
    expect(screen.getByText('Place of supply: Maharashtra (27)')).toBeInTheDocument();
  });
});

describe('create bill for a shop without GST', () => {
  it('shows no GST field and sends the bill as it always did', async () => {
    const server = stubServer();
    renderCreateBill();
    await fillValidBill();
    expect(screen.queryByLabelText('HSN/SAC')).not.toBeInTheDocument();
    expect(screen.queryByText('Taxable Value')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    const body = server.saves()[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('gst');
    expect(body.items).toEqual([{ name: 'Battery', quantity: 1, price: '1200' }]);
  });
});
