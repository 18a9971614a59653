import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { actionNames } from '../../test/action-names';
import { settledDialog } from '../../test/dialogs';
import { AlertProvider } from '../ui/alert-provider';
import { ShareBillDialog } from './share-bill-dialog';

const bill = {
  name: 'Asha Verma',
  mobile: '9876543210',
  invoiceNumber: 'INV-7',
  shareToken: 'AbCdEfGhIjKlMnOpQrStUv',
  status: 'completed' as const,
  customFields: { serviceFields: {}, serviceInfo: {} },
  totals: {
    itemsTotal: 500,
    discountAmount: 0,
    advanceAmount: 0,
    finalTotal: 500,
    pending: 200,
    toReturn: 0,
  },
};

async function renderDialog(onClose = vi.fn(), shared: typeof bill = bill) {
  render(
    <AlertProvider>
      <ShareBillDialog bill={shared} shopName="Sharma Store" onClose={onClose}>
        <p>Preview of INV-7</p>
      </ShareBillDialog>
    </AlertProvider>,
  );
  return settledDialog('Share Bill');
}

describe('ShareBillDialog', () => {
  it("offers Tell the customer it's ready for a completed service job, with the pending amount", async () => {
    const job = { ...bill, customFields: { serviceFields: { IMEI: '3569' }, serviceInfo: {} } };
    const dialog = await renderDialog(vi.fn(), job);

    expect(actionNames(dialog)).toEqual([
      "Tell the customer it's ready",
      'Share on WhatsApp',
      'Get Link',
      'Close',
    ]);
    const ready = within(dialog).getByRole('link', { name: "Tell the customer it's ready" });
    const text = decodeURIComponent(ready.getAttribute('href')?.split('text=')[1] ?? '');
    expect(text).toBe(
      'Hello Asha Verma, your job INV-7 at Sharma Store is ready for pickup. Pending amount: ₹200. Receipt: http://localhost:3000/your-bill/AbCdEfGhIjKlMnOpQrStUv',
    );
  });

  it('does not offer it for a bill of goods or a job still in service', async () => {
    const pendingJob = {
      ...bill,
      status: 'under_service' as const,
      customFields: { serviceFields: { IMEI: '3569' }, serviceInfo: {} },
    };
    for (const shared of [bill, pendingJob]) {
      const dialog = await renderDialog(vi.fn(), shared as typeof bill);
      expect(actionNames(dialog)).toEqual(['Share on WhatsApp', 'Get Link', 'Close']);
      cleanup();
    }
  });

  it('offers Share on WhatsApp, Get Link and Close above what it is given', async () => {
    const onClose = vi.fn();
    const dialog = await renderDialog(onClose);

    expect(within(dialog).getByText('Preview of INV-7')).toBeInTheDocument();
    expect(actionNames(dialog)).toEqual(['Share on WhatsApp', 'Get Link', 'Close']);
    const whatsapp = within(dialog).getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(within(dialog).queryByLabelText('Bill link')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the link in a copy box on Get Link and says whether the copy worked', async () => {
    const dialog = await renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Link' }));

    const link = `${window.location.origin}/your-bill/${bill.shareToken}`;
    expect(within(dialog).getByLabelText('Bill link')).toHaveValue(link);
    expect(within(dialog).getByRole('button', { name: 'Get Link' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const writeText = vi
      .fn()
      .mockRejectedValueOnce(new Error('denied'))
      .mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Could not copy the link.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Bill link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenLastCalledWith(link);
  });
});
