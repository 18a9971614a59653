import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HINDI } from '../../i18n/hi';
import { i18n } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { getSession } from '../../lib/session';
import { actionNames } from '../../test/action-names';
import { makeUser } from '../../test/user-fixture';
import {
  fillValidBill,
  itemRow,
  makeBill,
  saveIdempotencyKeys,
  renderCreateBill,
  serviceUser,
  settledShareDialog,
  stubServer,
} from '../../test/create-bill-harness';

const button = (name: string) => screen.queryByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  locale.set('en');
});

describe('create bill in Hindi', () => {
  it('shows the form, its tabs and its save buttons in Hindi', async () => {
    (i18n.cache as Record<string, unknown>).hi = HINDI;
    locale.set('hi');
    stubServer();
    renderCreateBill(serviceUser());

    expect(screen.getByRole('heading', { name: 'बिल बनाएँ' })).toBeInTheDocument();
    expect(screen.getByLabelText('ग्राहक का नाम')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'सामान 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'सर्विस की माँग',
      'सर्विस का काम',
      'पेमेंट का हिसाब',
    ]);
    // A preset field's label is translated; the value stays keyed by its English label.
    await userEvent.click(screen.getByRole('tab', { name: 'सर्विस का काम' }));
    expect(screen.getByLabelText('किसे सौंपा')).toBeInTheDocument();
    for (const name of ['होल्ड पर', 'बाकी', 'सेव और पूरा']) {
      expect(button(name)).toBeInTheDocument();
    }
  });
});

describe('create bill: saving', () => {
  it('shows the product §5 messages and sends nothing while the bill is incomplete', async () => {
    const server = stubServer();
    renderCreateBill();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile is required')).toBeInTheDocument();
    expect(screen.getByText('Item name is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be greater than 0')).toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);
  });

  it('requires a reminder date once the reminder is enabled', async () => {
    const server = stubServer();
    renderCreateBill();
    await fillValidBill();
    await userEvent.click(screen.getByLabelText('Set a reminder for this customer'));
    expect(screen.getByLabelText('Message')).toHaveValue(
      'We hope your service went well! Need help again?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    expect(await screen.findByText('Reminder date is required')).toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Reminder Date'), '2030-01-15');
    await userEvent.selectOptions(screen.getByLabelText('Repeat Reminder'), 'monthly');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    expect(server.saves()[0]?.body).toMatchObject({
      reminder: { enabled: true, date: '2030-01-15', frequency: 'monthly' },
    });
  });

  it('On Hold saves a draft, warns "Bill saved as On Hold" and resets the form', async () => {
    const server = stubServer();
    renderCreateBill();
    await fillValidBill();
    await userEvent.click(screen.getByRole('button', { name: 'On Hold' }));

    expect(await screen.findByText('Bill saved as On Hold')).toBeInTheDocument();
    const [save] = server.saves();
    expect(save?.body).toMatchObject({
      name: 'Asha Verma',
      mobile: '9876543210',
      items: [{ name: 'Battery', quantity: 1, price: '1200' }],
      status: 'draft',
    });
    expect(saveIdempotencyKeys()).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(screen.getByLabelText('Customer Name')).toHaveValue('');
    expect(within(itemRow(1)).getByLabelText('Product name')).toHaveValue('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Save & Done saves once, opens the share dialog and stores the new usage', async () => {
    const server = stubServer();
    renderCreateBill();
    await fillValidBill();
    // A double tap: the second tap lands while the first save is still being checked.
    const saveAndDone = screen.getByRole('button', { name: 'Save & Done' });
    fireEvent.click(saveAndDone);
    fireEvent.click(saveAndDone);

    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(server.saves()).toHaveLength(1);
    expect(server.saves()[0]?.body).toMatchObject({ status: 'completed' });
    expect(getSession()?.user?.usage.bills.used).toBe(1);
    expect(getSession()?.user?.billingCount).toBe(1);

    const dialog = await settledShareDialog();
    expect(within(dialog).getByRole('article', { name: 'Bill INV-1' })).toBeInTheDocument();
    // The one share dialog: the same buttons as Bill Book's Share Bill.
    expect(actionNames(dialog)).toEqual(['Share on WhatsApp', 'Get Link', 'Close']);
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?text=.*your-bill%2Ftoken-123/),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Link' }));
    const link = `${window.location.origin}/your-bill/token-123`;
    expect(within(dialog).getByLabelText('Bill link')).toHaveValue(link);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer Name')).toHaveValue('');
  });

  it('shows Limit Exceeded when the server refuses the bill with 402', async () => {
    stubServer({
      saveReply: {
        status: 402,
        body: { message: "You've reached your billing limit. Please upgrade to continue." },
      },
    });
    renderCreateBill();
    await fillValidBill();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limit Exceeded' });
    expect(dialog).toHaveTextContent(
      "You've reached your billing limit. Please upgrade to continue.",
    );
  });

  it('blocks a non-draft save at the limit outside a trial, with the banner shown', async () => {
    const server = stubServer();
    const user = makeUser({ trialDays: null });
    renderCreateBill({ ...user, billingCount: 200 });
    expect(
      screen.getByText(
        "You've reached your billing limit. Please upgrade to continue using this feature.",
      ),
    ).toBeInTheDocument();
    await fillValidBill();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    expect(await screen.findByRole('dialog', { name: 'Limit Exceeded' })).toBeInTheDocument();
    expect(server.saves()).toHaveLength(0);
  });

  it('warns of a low quota with the number left', () => {
    stubServer();
    const user = makeUser({ trialDays: null });
    renderCreateBill({ ...user, billingCount: 193 });
    expect(screen.getByText(/Only 7 bills left this month\. Resets on/)).toBeInTheDocument();
  });
});

describe('create bill: buttons and editing', () => {
  it('offers Pending only when the shop bills for services', () => {
    stubServer();
    renderCreateBill();
    expect(button('On Hold')).toBeInTheDocument();
    expect(button('Pending')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Payment Breakdown']);
  });

  it('prefills a Pending bill for editing, hides On Hold and saves it with its id', async () => {
    const bill = makeBill({
      status: 'under_service',
      customFields: { serviceFields: { IMEI: '3569' }, serviceInfo: { 'Advance Amount': '200' } },
      statusTimeline: [
        { status: 'draft', at: '2026-03-04T10:00:00.000Z' },
        { status: 'under_service', at: '2026-03-05T10:00:00.000Z' },
      ],
    });
    const server = stubServer({ bill });
    renderCreateBill(serviceUser(), `/create-bill?billId=${bill._id}`);

    expect(await screen.findByText(/^Created on 4 Mar 2026/)).toBeInTheDocument();
    expect(screen.getByText(/^Moved to Pending 5 Mar 2026/)).toBeInTheDocument();
    expect(button('On Hold')).not.toBeInTheDocument();
    expect(button('Pending')).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByLabelText('IMEI')).toHaveValue('3569');

    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    expect(await screen.findByText('Bill saved as Completed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share Bill' })).toBeInTheDocument();
    expect(server.saves()[0]?.body).toMatchObject({
      _id: bill._id,
      status: 'completed',
      customFields: { serviceFields: { IMEI: '3569' }, serviceInfo: { 'Advance Amount': '200' } },
    });
  });

  it('does not open a completed bill for editing', async () => {
    const bill = makeBill();
    stubServer({ bill });
    renderCreateBill(makeUser(), `/create-bill?billId=${bill._id}`);
    expect(
      await screen.findByText(/This bill is completed and can no longer be edited/),
    ).toBeInTheDocument();
    expect(button('Save & Done')).not.toBeInTheDocument();
  });
});
