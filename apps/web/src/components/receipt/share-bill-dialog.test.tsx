import { fireEvent, render, screen, within } from '@testing-library/react';
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
};

async function renderDialog(onClose = vi.fn()) {
  render(
    <AlertProvider>
      <ShareBillDialog bill={bill} shopName="Sharma Store" onClose={onClose}>
        <p>Preview of INV-7</p>
      </ShareBillDialog>
    </AlertProvider>,
  );
  return settledDialog('Share Bill');
}

describe('ShareBillDialog', () => {
  it('offers the spec’s Share on WhatsApp, Get Link and Close above what it is given', async () => {
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
