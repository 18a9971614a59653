import type { FollowupDto } from '@khatabill/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/user-fixture';
import {
  itemRow,
  renderCreateBill,
  settledShareDialog,
  stubServer,
} from '../../test/create-bill-harness';
import { readUnsavedBill } from './unsaved-bill';

const CUSTOMER_ID = '5f0c3b8e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const PRODUCT_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function doneFollowup(overrides: Partial<FollowupDto> = {}): FollowupDto {
  return {
    _id: 'f1',
    customerId: { _id: CUSTOMER_ID, name: 'Ravi Kumar', nameAlias: 'Ravi', mobile: '9123456789' },
    productId: { _id: PRODUCT_ID, name: 'Haircut', price: 250.5 },
    scheduledAt: '2026-11-25T05:30:00.000Z',
    remindBefore: '1h',
    notes: '',
    status: 'done',
    createdAt: '2026-11-20T05:30:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('create bill: Convert to Bill (?followupId=)', () => {
  it('opens a new bill with the follow-up’s customer and its service once', async () => {
    const server = stubServer({ followup: doneFollowup() });
    const router = renderCreateBill(makeUser(), '/create-bill?followupId=f1');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    // The customer is chosen already: it shows folded, with Edit.
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('9123456789')).toBeInTheDocument();
    const row = within(itemRow(1));
    expect(row.getByLabelText('Product name')).toHaveValue('Haircut');
    expect(row.getByLabelText('Price')).toHaveValue('250.5');
    expect(row.getByLabelText('Quantity')).toHaveValue('1');
    expect(screen.queryByRole('group', { name: 'Item 2' })).not.toBeInTheDocument();
    expect(server.sent[0]?.path).toBe('/api/followups/f1');

    await userEvent.click(screen.getByRole('button', { name: 'Save & Done' }));
    await settledShareDialog();
    const [save] = server.saves();
    expect(save?.body).not.toHaveProperty('_id');
    expect(save?.body).toMatchObject({
      name: 'Ravi Kumar',
      mobile: '9123456789',
      customerId: CUSTOMER_ID,
      items: [{ name: 'Haircut', quantity: 1, price: '250.5', productId: PRODUCT_ID }],
      status: 'completed',
    });

    // Closing the share dialog starts an ordinary new bill.
    await userEvent.click(
      within(await settledShareDialog()).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(within(itemRow(1)).getByLabelText('Product name')).toHaveValue('');
  });

  it('leaves an empty item when the service has been deleted since', async () => {
    stubServer({ followup: doneFollowup({ productId: null }) });
    renderCreateBill(makeUser(), '/create-bill?followupId=f1');
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(itemRow(1)).getByLabelText('Product name')).toHaveValue('');
  });

  it('keeps what is typed for the follow-up apart from a half-typed new bill', async () => {
    stubServer({ followup: doneFollowup() });
    renderCreateBill(makeUser(), '/create-bill?followupId=f1');
    const price = within(await screen.findByRole('group', { name: 'Item 1' })).getByLabelText(
      'Price',
    );
    await userEvent.clear(price);
    await userEvent.type(price, '300');
    await waitFor(() =>
      expect(readUnsavedBill('followup-f1')?.items[0]).toMatchObject({ price: '300' }),
    );
    expect(readUnsavedBill(null)).toBeNull();
  });

  it('says so when the follow-up cannot be loaded', async () => {
    stubServer();
    renderCreateBill(makeUser(), '/create-bill?followupId=nope');
    expect(await screen.findByText('Failed to load the follow-up.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Done' })).not.toBeInTheDocument();
  });
});
