import { describe, expect, it } from 'vitest';
import { settingsInput } from './settings.schemas';
import { errorsOf } from '../test/errors-of';

describe('settingsInput', () => {
  it('accepts an empty update and leaves every field unchanged', () => {
    expect(settingsInput.parse({})).toEqual({});
  });

  it('reads object fields from JSON strings and numbers from numeric strings (multipart)', () => {
    const parsed = settingsInput.parse({
      billingMode: '["product","service"]',
      businessType: 'clinic',
      serviceFields: '[{"label":" Symptoms ","type":"textarea"}]',
      serviceDetails: [{ label: 'Advance Amount', type: 'number' }],
      location: '{"city":"Pune","country":"India"}',
      invoiceStartNumber: '101',
    });
    expect(parsed).toEqual({
      billingMode: ['product', 'service'],
      businessType: 'clinic',
      serviceFields: [{ label: 'Symptoms', type: 'textarea', showOnReceipt: true }],
      serviceDetails: [{ label: 'Advance Amount', type: 'number', showOnReceipt: true }],
      location: { city: 'Pune', country: 'India' },
      invoiceStartNumber: 101,
    });
  });

  it('takes each field’s receipt switch, from JSON and from multipart JSON strings', () => {
    const fields = [
      { label: 'IMEI', type: 'text', showOnReceipt: false },
      { label: 'Password / Pattern', type: 'text', showOnReceipt: true },
    ];
    const expected = settingsInput.parse({ serviceFields: fields }).serviceFields;
    expect(expected).toEqual(fields);
    expect(settingsInput.parse({ serviceDetails: JSON.stringify(fields) }).serviceDetails).toEqual(
      fields,
    );
  });

  it('keeps a field whose label names a secret off the receipt when the switch is not sent', () => {
    const parsed = settingsInput.parse({
      serviceFields: [
        { label: 'Password / Pattern', type: 'text' },
        { label: 'Phone PIN' },
        { label: 'Spin class' },
      ],
    });
    expect(parsed.serviceFields?.map((field) => field.showOnReceipt)).toEqual([false, false, true]);
  });

  it('refuses a receipt switch that is not true or false', () => {
    expect(
      errorsOf(settingsInput, { serviceFields: [{ label: 'IMEI', showOnReceipt: 'yes' }] }),
    ).toEqual({ 'serviceFields.0.showOnReceipt': 'Choose a valid option' });
  });

  it('clears the business type and UPI ID with empty values', () => {
    expect(settingsInput.parse({ businessType: '', upiId: '' })).toEqual({
      businessType: null,
      upiId: '',
    });
    expect(settingsInput.parse({ businessType: null }).businessType).toBeNull();
  });

  it('checks UPI ID, invoice prefix and start number', () => {
    expect(
      settingsInput.parse({ upiId: 'asha.mobiles@okaxis', invoicePrefix: 'AM/2026-' }),
    ).toEqual({
      upiId: 'asha.mobiles@okaxis',
      invoicePrefix: 'AM/2026-',
    });
    expect(
      errorsOf(settingsInput, { upiId: 'asha', invoicePrefix: 'INV 1', invoiceStartNumber: 0 }),
    ).toEqual({
      upiId: 'Enter a valid UPI ID',
      invoicePrefix: 'Use only letters, digits, -, / and _',
      invoiceStartNumber: 'Enter a whole number from 1 to 1000000000',
    });
    expect(errorsOf(settingsInput, { invoicePrefix: 'ABCDEFGHIJKLM' })).toEqual({
      invoicePrefix: 'Must be at most 12 characters',
    });
  });

  it('rejects malformed JSON, empty labels, unknown categories and long lists', () => {
    const fields = Array.from({ length: 31 }, (_, i) => ({ label: `F${i}`, type: 'text' }));
    expect(
      errorsOf(settingsInput, {
        billingMode: '[product',
        businessType: 'bakery',
        serviceFields: [{ label: ' ', type: 'text' }],
        serviceDetails: fields,
      }),
    ).toEqual({
      billingMode: 'Choose Product or Service',
      businessType: 'Select a category',
      'serviceFields.0.label': 'Field label is required',
      serviceDetails: 'At most 30 entries',
    });
  });
});
