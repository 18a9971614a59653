import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceiptView } from '../../components/receipt/receipt-view';
import {
  CONFIGURED_ORDER,
  PASSWORD,
  REPAIR_VALUES,
  repairShopUser,
} from '../../test/repair-shop-fixture';
import { isSharedBill, toPublicReceipt } from './shared-bill';
import { makeBill } from '../../test/create-bill-harness';

const repairBill = () =>
  makeBill({
    status: 'under_service',
    customFields: { serviceFields: REPAIR_VALUES, serviceInfo: {} },
  });

function renderCustomerCopy(user = repairShopUser()) {
  const bill = repairBill();
  if (!isSharedBill(bill)) throw new Error('the fixture bill must be shared');
  const { container } = render(<ReceiptView receipt={toPublicReceipt(bill, user)} />);
  const labels = screen.getAllByRole('term').map((term) => term.textContent);
  return { html: container.innerHTML, labels };
}

describe("the share dialog's receipt", () => {
  it("is the customer's copy: no private value, the rest in the configured order", () => {
    const { html, labels } = renderCustomerCopy();

    expect(html).not.toContain(PASSWORD);
    expect(html).not.toContain('Password / Pattern');
    expect(labels).toEqual(
      expect.arrayContaining(CONFIGURED_ORDER.filter((label) => label !== 'Password / Pattern')),
    );
    expect(labels.filter((label) => CONFIGURED_ORDER.includes(label ?? ''))).toEqual([
      'IMEI',
      'Brand / Model',
      'Problem Description',
      'Accessories Given',
    ]);
  });

  it('shows a field once the shop switches it on', () => {
    const user = repairShopUser();
    user.settings.serviceFields = user.settings.serviceFields.map((field) => ({
      ...field,
      showOnReceipt: true,
    }));
    const { labels } = renderCustomerCopy(user);
    expect(labels.filter((label) => CONFIGURED_ORDER.includes(label ?? ''))).toEqual(
      CONFIGURED_ORDER,
    );
  });
});
