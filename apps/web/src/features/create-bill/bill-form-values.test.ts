import type { BillGstDto } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { CONFIGURED_ORDER, REPAIR_VALUES, repairShopUser } from '../../test/repair-shop-fixture';
import { billToFormValues } from './bill-form-values';
import { gstUser, makeBill } from '../../test/create-bill-harness';

describe('billToFormValues', () => {
  it('prefills the service values in the configured order, then labels no longer configured', () => {
    const { settings } = repairShopUser();
    const bill = makeBill({
      customFields: {
        serviceFields: { Zone: 'B', Colour: 'Blue', ...REPAIR_VALUES },
        serviceInfo: {},
      },
    });

    const { serviceFields, serviceInfo } = billToFormValues(bill, settings).customFields;

    expect(serviceFields.map((field) => field.label)).toEqual([
      ...CONFIGURED_ORDER,
      'Colour',
      'Zone',
    ]);
    expect(serviceFields[3]).toEqual({ label: 'Password / Pattern', value: '1234' });
    // Every configured field gets its box, empty when the bill has no value for it.
    expect(serviceInfo).toEqual([
      { label: 'Assigned To', value: '' },
      { label: 'Collected By', value: '' },
      { label: 'Advance Amount', value: '' },
    ]);
  });
});

describe('billToFormValues of a registered shop’s bill', () => {
  const { settings } = gstUser();
  const gstBill = (gst: Partial<BillGstDto>) =>
    makeBill({
      items: [
        {
          name: 'Battery',
          quantity: 2,
          price: 1200,
          productId: 'product-2',
          hsn: '8507',
          unit: 'NOS',
          gstRate: 0.25,
          taxableValue: 2394.01,
          cgst: 3,
          sgst: 2.99,
          igst: 0,
        },
      ],
      gst: {
        registration: 'regular',
        gstin: settings.gst?.gstin ?? '',
        placeOfSupply: '27',
        customerGstin: null,
        customerAddress: null,
        documentType: 'tax_invoice',
        ...gst,
      },
    });

  it('keeps each line’s HSN, rate and unit as text to edit', () => {
    const [line] = billToFormValues(gstBill({}), settings).items;
    expect(line).toMatchObject({ hsn: '8507', gstRate: '0.25', unit: 'NOS' });
  });

  it('names a place of supply only when it was chosen: not the shop’s state, not the GSTIN’s', () => {
    expect(billToFormValues(gstBill({}), settings).gst).toEqual({
      customerGstin: '',
      placeOfSupply: '',
      customerAddress: '',
    });
    expect(billToFormValues(gstBill({ placeOfSupply: '29' }), settings).gst.placeOfSupply).toBe(
      '29',
    );
    const b2b = gstBill({
      placeOfSupply: '29',
      customerGstin: '29AAGCB7383J1Z4',
      customerAddress: '12 MG Road',
    });
    expect(billToFormValues(b2b, settings).gst).toEqual({
      customerGstin: '29AAGCB7383J1Z4',
      placeOfSupply: '',
      customerAddress: '12 MG Road',
    });
  });
});
