import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/user-fixture';
import { newBillValues } from './bill-form-values';
import {
  fillValidBill,
  itemRow,
  makeBill,
  renderCreateBill,
  serviceUser,
  stubServer,
} from '../../test/create-bill-harness';
import { keepUnsavedBill, readUnsavedBill } from './unsaved-bill';

const RESTORED = 'Restored your unsaved bill — Discard';
const leaveDialog = () => screen.queryByRole('dialog', { name: 'Leave this bill?' });
const billBookLink = () => screen.getByRole('link', { name: 'Bill Book' });

describe('create bill: a half-typed bill', () => {
  it('is kept on the phone and restored on return, until Discard', async () => {
    stubServer();
    const user = makeUser();
    renderCreateBill(user);
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    await fillValidBill();
    await waitFor(() => expect(readUnsavedBill(null)).toMatchObject({ name: 'Asha Verma' }));

    // A reload, or Android back and forth: the screen opens again from scratch.
    cleanup();
    renderCreateBill(user);
    const notice = screen.getByText(/^Restored your unsaved/).parentElement!;
    expect(notice).toHaveTextContent(RESTORED);
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
    expect(within(itemRow(1)).getByLabelText('Price')).toHaveValue('1200');

    await userEvent.click(within(notice).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer Name')).toHaveValue('');
    expect(readUnsavedBill(null)).toBeNull();
  });

  it('keeps an edited bill apart from the new one', async () => {
    const bill = makeBill({ status: 'under_service' });
    stubServer({ bill });
    const user = serviceUser();
    renderCreateBill(user, `/create-bill?billId=${bill._id}`);
    const elsewhere = { ...newBillValues(user.settings), name: 'Ravi Kumar' };
    keepUnsavedBill(null, elsewhere);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    const name = screen.getByLabelText('Customer Name');
    expect(name).toHaveValue('Asha Verma');
    await userEvent.type(name, ' Rao');
    await waitFor(() =>
      expect(readUnsavedBill(bill._id)).toMatchObject({ name: 'Asha Verma Rao' }),
    );
    expect(readUnsavedBill(null)).toEqual(elsewhere);
  });

  it('asks before leaving it, and keeps it when the owner leaves', async () => {
    stubServer();
    renderCreateBill();
    await userEvent.type(screen.getByLabelText('Customer Name'), 'Asha');

    await userEvent.click(billBookLink());
    const dialog = leaveDialog();
    expect(dialog).toHaveTextContent('The bill is not saved yet.');
    await userEvent.click(within(dialog!).getByRole('button', { name: 'Stay' }));
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Asha');

    await userEvent.click(billBookLink());
    await userEvent.click(within(leaveDialog()!).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Bill Book' })).toBeInTheDocument();
    // Kept at once on leaving, without waiting for typing to pause.
    expect(readUnsavedBill(null)).toMatchObject({ name: 'Asha' });
  });

  it('asks before Back leaves it, and the address stays on Create Bill until the owner leaves', async () => {
    stubServer();
    window.history.pushState(null, '', '/bill-book');
    renderCreateBill(makeUser(), '/create-bill', { inBrowser: true });
    await userEvent.type(screen.getByLabelText('Customer Name'), 'Asha');

    await act(() => window.history.back());
    await waitFor(() => expect(leaveDialog()).toHaveTextContent('The bill is not saved yet.'));
    expect(window.location.pathname).toBe('/create-bill');
    await userEvent.click(within(leaveDialog()!).getByRole('button', { name: 'Stay' }));
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Asha');

    await act(() => window.history.back());
    await waitFor(() => expect(leaveDialog()).toBeInTheDocument());
    await userEvent.click(within(leaveDialog()!).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Bill Book' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/bill-book');
    expect(readUnsavedBill(null)).toMatchObject({ name: 'Asha' });
  });

  it('lets the owner leave an untouched or saved bill without asking', async () => {
    const server = stubServer();
    const router = renderCreateBill();
    await userEvent.click(billBookLink());
    expect(screen.getByRole('heading', { name: 'Bill Book' })).toBeInTheDocument();

    await act(() => router.navigate('/create-bill'));
    await fillValidBill();
    await userEvent.click(await screen.findByRole('button', { name: 'On Hold' }));
    await screen.findByText('Bill saved as On Hold');
    expect(server.saves()).toHaveLength(1);
    expect(readUnsavedBill(null)).toBeNull();
    await userEvent.click(billBookLink());
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bill Book' })).toBeInTheDocument();
  });
});
