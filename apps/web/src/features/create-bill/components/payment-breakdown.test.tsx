import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  itemRow,
  renderCreateBill,
  serviceUser,
  stubServer,
  summaryLine,
} from '../testing/create-bill-harness';

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
    expect(screen.getByText(/less than the final total/)).toHaveTextContent(
      'The remaining ₹70.90 will be marked GIVE',
    );

    await typeAmountPaid('300');
    expect(screen.queryByText(/marked GIVE/)).not.toBeInTheDocument();
    expect(screen.getByText(/more than the final total/)).toHaveTextContent(
      'The excess ₹29.10 will be added as TAKE',
    );

    await typeAmountPaid('270.90');
    expect(screen.queryByText(/GIVE|TAKE/)).not.toBeInTheDocument();
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
