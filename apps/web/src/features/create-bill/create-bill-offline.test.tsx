import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/user-fixture';
import { readPendingSaves } from './pending-saves';
import {
  fillValidBill,
  renderCreateBill,
  saveIdempotencyKeys,
  settledShareDialog,
  stubServer,
} from '../../test/create-bill-harness';
import { readUnsavedBill } from './unsaved-bill';

const KEPT_OFFLINE =
  'You are offline. The bill is kept and will be saved when the connection returns.';
const WAITING = /1 bill is waiting to be saved when the connection returns/;

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return () => {
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
  };
}

async function saveAndDone() {
  await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('create bill: saving without a connection', () => {
  it('keeps the bill at once offline, and sends it with the same key when the connection returns', async () => {
    const server = stubServer();
    const goOnline = goOffline();
    renderCreateBill();
    await fillValidBill();
    await saveAndDone();

    expect(await screen.findByText(KEPT_OFFLINE)).toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    expect(screen.getByLabelText('Customer Name')).toHaveValue('');
    const [kept] = readPendingSaves();
    expect(kept?.bill).toMatchObject({ name: 'Asha Verma', status: 'completed' });

    goOnline();
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    const dialog = await settledShareDialog();
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toBeInTheDocument();
    expect(saveIdempotencyKeys()).toEqual([kept?.idempotencyKey]);
    expect(readPendingSaves()).toEqual([]);
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a save that got no answer, and resends it with the same key after a reload', async () => {
    stubServer({ unansweredSaves: 1 });
    const user = makeUser();
    renderCreateBill(user);
    await fillValidBill();
    await saveAndDone();
    expect(await screen.findByText(KEPT_OFFLINE)).toBeInTheDocument();

    // A reload: the app starts again from what the phone kept.
    cleanup();
    renderCreateBill(user);
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Share Bill' })).toBeInTheDocument();
    const [first, resent] = saveIdempotencyKeys();
    expect(resent).toBe(first);
    expect(saveIdempotencyKeys()).toHaveLength(2);
  });

  it('shows a notice with Share when the owner has moved on to another screen', async () => {
    stubServer();
    const goOnline = goOffline();
    const router = renderCreateBill();
    await fillValidBill();
    await saveAndDone();
    await screen.findByText(KEPT_OFFLINE);
    await act(() => router.navigate('/bill-book'));
    expect(screen.getByRole('heading', { name: 'Bill Book' })).toBeInTheDocument();

    goOnline();
    const notice = await screen.findByText('Bill INV-1 for Asha Verma is saved.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(notice.parentElement!).getByRole('button', { name: 'Share' }));
    expect(await settledShareDialog()).toHaveTextContent('Share on WhatsApp');
  });

  it('puts a bill the server refuses back into Create Bill, with the reason', async () => {
    const server = stubServer({
      saveReply: {
        status: 402,
        body: { message: "You've reached your billing limit. Please upgrade to continue." },
      },
    });
    const goOnline = goOffline();
    renderCreateBill();
    await fillValidBill();
    await saveAndDone();
    await screen.findByText(KEPT_OFFLINE);

    goOnline();
    expect(
      await screen.findByText(
        "The bill for Asha Verma was not saved: You've reached your billing limit. Please upgrade to continue.",
      ),
    ).toBeInTheDocument();
    expect(server.saves()).toHaveLength(1);
    expect(readPendingSaves()).toEqual([]);
    expect(readUnsavedBill(null)).toMatchObject({ name: 'Asha Verma', mobile: '9876543210' });
  });
});
