import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/user-fixture';
import {
  itemRow,
  makeBill,
  renderCreateBill,
  serviceUser,
  stubServer,
  summaryLine,
} from '../../../test/create-bill-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The amount (`am`) of the upi:// link the QR was last made for. */
function qrAmount(toDataUrl: { mock: { calls: unknown[][] } }): string | null {
  const text = String(toDataUrl.mock.calls.at(-1)?.[0]);
  expect(text).toMatch(/^upi:\/\/pay\?/);
  return new URL(text).searchParams.get('am');
}

async function typeItem(name: string, price: string) {
  const row = within(itemRow(1));
  await userEvent.type(row.getByLabelText('Product name'), name);
  await userEvent.type(row.getByLabelText('Price'), price);
}

async function typeAmountPaid(amount: string) {
  const paid = screen.getByLabelText('Amount Paid');
  await userEvent.clear(paid);
  await userEvent.type(paid, amount);
}

describe('payment breakdown', () => {
  it('applies a percent discount live and warns of GIVE or TAKE with the amounts', async () => {
    stubServer();
    renderCreateBill();
    await typeItem('Screen guard', '150.50');
    await userEvent.click(within(itemRow(1)).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.selectOptions(screen.getByLabelText('Discount Type'), 'percent');
    await userEvent.type(screen.getByLabelText('Discount Value'), '10');

    expect(summaryLine('Base Amount')).toBe('₹301');
    expect(summaryLine('Discount')).toBe('-₹30.10');
    expect(summaryLine('Final Total')).toBe('₹270.90');

    await typeAmountPaid('200');
    expect(summaryLine('Amount Paid')).toBe('₹200');
    expect(screen.getByText(/marked GIVE/)).toHaveTextContent(
      'Pending ₹70.90 (marked GIVE in the khata)',
    );

    await typeAmountPaid('300');
    expect(screen.queryByText(/marked GIVE/)).not.toBeInTheDocument();
    expect(screen.getByText(/as TAKE/)).toHaveTextContent(
      'To return ₹29.10 (added to the khata as TAKE)',
    );

    await typeAmountPaid('270.90');
    expect(screen.queryByText(/GIVE|TAKE/)).not.toBeInTheDocument();
  });

  it('refuses a percent above 100 as it is typed, as it refuses an amount above the total', async () => {
    const server = stubServer();
    renderCreateBill();
    await userEvent.type(screen.getByLabelText('Customer Name'), 'Asha Verma');
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await typeItem('Battery', '1200');
    const value = screen.getByLabelText('Discount Value');

    await userEvent.type(value, '1500');
    expect(value).toHaveAccessibleDescription(/Discount cannot exceed the total/);
    await userEvent.selectOptions(screen.getByLabelText('Discount Type'), 'percent');
    await userEvent.clear(value);
    await userEvent.type(value, '150');
    expect(value).toHaveAccessibleDescription(/Discount cannot exceed 100%/);
    // Refused, not applied: the bill does not drop to ₹0.
    expect(summaryLine('Discount')).toBe('₹0');
    expect(summaryLine('Final Total')).toBe('₹1,200');

    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    expect(value).toHaveAccessibleDescription(/Discount cannot exceed 100%/);
    expect(server.saves()).toEqual([]);

    await userEvent.clear(value);
    await userEvent.type(value, '100');
    expect(value).not.toHaveAccessibleDescription(/cannot exceed/);
    expect(summaryLine('Final Total')).toBe('₹0');
  });

  it('says under Amount Paid, before saving, that On Hold keeps no payment', async () => {
    stubServer();
    renderCreateBill();
    await typeItem('Screen guard', '150');
    const onHoldNote = /On Hold keeps no payment/;
    expect(screen.queryByText(onHoldNote)).not.toBeInTheDocument();

    await typeAmountPaid('100.50');
    expect(screen.getByText(onHoldNote)).toHaveTextContent(
      'On Hold keeps no payment: the ₹100.50 in Amount Paid is not saved if you tap On Hold.',
    );
    expect(screen.getByText(onHoldNote)).toBeVisible();

    await userEvent.clear(screen.getByLabelText('Amount Paid'));
    expect(screen.queryByText(onHoldNote)).not.toBeInTheDocument();
  });

  it('says nothing of On Hold for a Pending bill, which cannot go back on hold', async () => {
    stubServer({ bill: makeBill({ status: 'under_service' }) });
    renderCreateBill(makeUser(), `/create-bill?billId=${makeBill()._id}`);
    expect(await screen.findByLabelText('Amount Paid')).toHaveValue('1000');

    expect(screen.queryByText(/On Hold keeps no payment/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'On Hold' })).not.toBeInTheDocument();
  });

  it('subtracts an advance typed in Service Handling, and takes only money there', async () => {
    stubServer();
    renderCreateBill(serviceUser());
    await typeItem('Screen repair', '1000');
    await userEvent.click(screen.getByRole('tab', { name: 'Service Handling' }));
    const advance = screen.getByLabelText('Advance Amount');
    await userEvent.type(advance, '25o0.505');
    expect(advance).toHaveValue('250.50');

    await userEvent.click(screen.getByRole('tab', { name: 'Payment Breakdown' }));
    expect(summaryLine('Advance Paid')).toBe('₹250.50');
    expect(summaryLine('Final Total')).toBe('₹749.50');
  });

  it('switches to the payment-method step and back with Edit Items', async () => {
    stubServer();
    renderCreateBill();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Payment Method' }));
    expect(screen.queryByRole('button', { name: 'Add Products' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    await userEvent.click(screen.getByRole('button', { name: '← Edit Items' }));
    expect(screen.getByRole('button', { name: 'Add Products' })).toBeInTheDocument();
    expect(screen.getByText('Payment method:')).toHaveTextContent('Payment method: UPI');
  });

  it('shows a UPI QR for the final total and the shop UPI ID', async () => {
    stubServer();
    const user = serviceUser();
    renderCreateBill({ ...user, settings: { ...user.settings, upiId: 'sharma@okaxis' } });
    await typeItem('Screen repair', '499.5');
    await userEvent.click(screen.getByRole('button', { name: 'Scan & Pay' }));
    const dialog = screen.getByRole('dialog', { name: 'Scan & Pay' });
    expect(
      await within(dialog).findByRole('img', {
        name: 'UPI QR code to pay ₹499.50 to sharma@okaxis',
      }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(dialog).toHaveTextContent('UPI ID: sharma@okaxis');
    expect(dialog).toHaveTextContent('Pay ₹499.50');
    expect(within(dialog).queryByRole('group', { name: 'Amount to ask for' })).toBeNull();
  });

  it('asks for what is still pending once part is paid, with the full total one tap away', async () => {
    stubServer();
    const toDataUrl = vi.spyOn(QRCode, 'toDataURL');
    const user = serviceUser();
    renderCreateBill({ ...user, settings: { ...user.settings, upiId: 'sharma@okaxis' } });
    await typeItem('Screen repair', '499.5');
    await userEvent.click(screen.getByRole('tab', { name: 'Payment Breakdown' }));
    await typeAmountPaid('362');

    await userEvent.click(screen.getByRole('button', { name: 'Scan & Pay' }));
    const dialog = screen.getByRole('dialog', { name: 'Scan & Pay' });
    expect(dialog).toHaveTextContent('Pay ₹137.50 pending');
    expect(
      await within(dialog).findByRole('img', { name: /to pay ₹137\.50 to/ }),
    ).toBeInTheDocument();
    expect(qrAmount(toDataUrl)).toBe('137.50');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Full total ₹499.50' }));
    expect(dialog).toHaveTextContent('Pay ₹499.50 full total');
    expect(within(dialog).getByRole('button', { name: 'Full total ₹499.50' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await within(dialog).findByRole('img', { name: /to pay ₹499\.50 to/ }),
    ).toBeInTheDocument();
    expect(qrAmount(toDataUrl)).toBe('499.50');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pending ₹137.50' }));
    expect(await within(dialog).findByRole('img', { name: /to pay ₹137\.50 to/ })).toBeVisible();
    expect(qrAmount(toDataUrl)).toBe('137.50');
  });

  it('asks for a UPI ID in settings when the shop has none', async () => {
    stubServer();
    renderCreateBill();
    await userEvent.click(screen.getByRole('button', { name: 'Scan & Pay' }));
    expect(screen.getByRole('dialog', { name: 'Scan & Pay' })).toHaveTextContent(
      'Please add your UPI ID in settings to receive payments via QR code.',
    );
  });
});
