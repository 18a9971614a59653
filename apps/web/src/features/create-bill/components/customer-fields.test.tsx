import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillItem, itemRow, renderCreateBill, stubServer } from '../../../test/create-bill-harness';
import { readUnsavedBill } from '../unsaved-bill';

const asha = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Asha Verma',
  nameAlias: 'asha verma',
  mobile: '9876543210',
  balance: -150,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('customer fields', () => {
  it('searches from 2 characters, and a chosen customer collapses to a summary with Edit', async () => {
    const server = stubServer({ customers: [asha] });
    renderCreateBill();
    const name = screen.getByLabelText('Customer Name');
    await userEvent.type(name, 'A');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.sent.some((request) => request.path.includes('/customers/search'))).toBe(false);

    await userEvent.type(name, 's');
    const option = await screen.findByRole('option', { name: /Asha Verma/ });
    expect(server.sent.map((request) => request.path)).toContain('/api/customers/search?q=As');
    await userEvent.click(option);

    expect(screen.queryByLabelText('Customer Name')).not.toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
  });

  it('keeps a chosen customer folded after the last item is taken off and the bill is restored', async () => {
    stubServer({ customers: [asha] });
    renderCreateBill();
    await userEvent.type(screen.getByLabelText('Mobile Number'), '98765');
    await userEvent.click(await screen.findByRole('option', { name: /Asha Verma/ }));
    await fillItem();
    await userEvent.click(
      within(itemRow(1)).getByRole('button', { name: 'Decrease quantity (removes the item)' }),
    );
    expect(screen.queryByLabelText('Customer Name')).not.toBeInTheDocument();
    await waitFor(() => expect(readUnsavedBill(null)).toMatchObject({ items: [] }));

    // Drawn afresh from the bill kept on the phone, as after a reload or Android back.
    cleanup();
    renderCreateBill();
    expect(screen.getByText(/^Restored your unsaved/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Customer Name')).not.toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
  });

  it('keeps the mobile to its 10 digits, as typed or pasted with +91', async () => {
    stubServer();
    renderCreateBill();
    await userEvent.type(screen.getByLabelText('Customer Name'), 'Asha Verma');
    const mobile = screen.getByLabelText('Mobile Number');
    await userEvent.type(mobile, '98x76-54');
    expect(mobile).toHaveValue('987654');

    await userEvent.clear(mobile);
    await userEvent.click(mobile);
    await userEvent.paste('+91 98765 43210');
    expect(mobile).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'Confirm Customer' })).toBeEnabled();
  });

  it('sends the chosen customer id, and drops it when the mobile is changed', async () => {
    const server = stubServer({ customers: [asha] });
    renderCreateBill();
    await userEvent.type(screen.getByLabelText('Mobile Number'), '98765');
    await userEvent.click(await screen.findByRole('option', { name: /Asha Verma/ }));
    await fillItem();
    await userEvent.click(screen.getByRole('button', { name: 'On Hold' }));
    await screen.findByText('Bill saved as On Hold');
    expect(server.saves()[0]?.body).toMatchObject({ name: 'Asha Verma', customerId: asha._id });

    await userEvent.type(screen.getByLabelText('Mobile Number'), '98765');
    await userEvent.click(await screen.findByRole('option', { name: /Asha Verma/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Mobile Number'));
    await userEvent.type(screen.getByLabelText('Mobile Number'), '9123456780');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Customer' }));
    expect(screen.getByText('9123456780')).toBeInTheDocument();
    await fillItem();
    await userEvent.click(screen.getByRole('button', { name: 'On Hold' }));
    await waitFor(() => expect(server.saves()).toHaveLength(2));
    expect(server.saves()[1]?.body).toMatchObject({ mobile: '9123456780', customerId: null });
  });
});
