import { describe, expect, it } from 'vitest';
import { CONFIGURED_ORDER, REPAIR_VALUES, repairShopUser } from '../../test/repair-shop-fixture';
import { billToFormValues } from './bill-form-values';
import { makeBill } from '../../test/create-bill-harness';

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
