import { publicReceiptDto } from '@khatabill/domain';
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
import { taxInvoiceReceipt } from '../../test/receipt-fixture';
import { makeUser } from '../../test/user-fixture';

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

describe('toPublicReceipt of a registered shop’s bill', () => {
  it('builds what the server answers for it: the lines’ GST and discount, the document’s terms', () => {
    const { items, totals, payment, gst } = taxInvoiceReceipt;
    if (!gst) throw new Error('the fixture is a tax invoice');
    const bill = makeBill({
      items: items.map((item) => ({ ...item, productId: 'product-1' })),
      totals,
      payment: { ...payment, totalAmount: totals.finalTotal, advanceAmount: 0 },
      gst: {
        registration: 'regular',
        gstin: gst.supplier.gstin,
        placeOfSupply: gst.placeOfSupply,
        customerGstin: gst.customerGstin,
        customerAddress: gst.customerAddress,
        documentType: gst.documentType,
      },
    });
    if (!isSharedBill(bill)) throw new Error('the fixture bill must be shared');
    const user = makeUser();
    user.settings.gst = {
      registration: 'regular',
      gstin: gst.supplier.gstin,
      legalName: gst.supplier.legalName,
      stateCode: '27',
      pricesIncludeTax: false,
      defaultRate: 18,
      defaultHsn: '',
    };

    const shown = toPublicReceipt(bill, user);

    expect(shown).toMatchObject({ items, totals, payment, gst });
    // The answer's own shape: nothing the server's schema would drop, nothing it lacks.
    expect(publicReceiptDto.parse(shown)).toEqual(shown);
    expect(Object.keys(shown).sort()).toEqual(Object.keys(taxInvoiceReceipt).sort());
    // A shop that never gave a legal name is named by its shop name, as on the server.
    user.settings.gst.legalName = '';
    expect(toPublicReceipt(bill, user).gst?.supplier.legalName).toBe(user.shopName);
  });
});
