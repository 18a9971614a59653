import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repairShopUser } from '../../../test/repair-shop-fixture';
import { renderCreateBill, stubServer } from '../../../test/create-bill-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('service fields on the bill', () => {
  it('tells the owner which values stay off the customer receipt', async () => {
    stubServer();
    const user = repairShopUser();
    user.settings.serviceDetails = user.settings.serviceDetails.map((field) => ({
      ...field,
      showOnReceipt: field.label !== 'Assigned To',
    }));
    renderCreateBill(user);
    const note = 'Only on your copy, not on the customer’s receipt';

    expect(screen.getByLabelText('Password / Pattern')).toHaveAccessibleDescription(note);
    expect(screen.getByLabelText('IMEI')).not.toHaveAccessibleDescription(note);
    await userEvent.click(screen.getByRole('tab', { name: 'Service Handling' }));
    expect(screen.getByLabelText('Assigned To')).toHaveAccessibleDescription(note);
    expect(screen.getByLabelText('Advance Amount')).not.toHaveAccessibleDescription(note);
  });
});
