import { describe, expect, it } from 'vitest';
import { customField, isPrivateByDefault, withReceiptDefault } from './custom-field';

describe('isPrivateByDefault', () => {
  it.each([
    'Password / Pattern',
    'PIN',
    'Passcode',
    'Unlock pattern',
    'Phone password',
    'SIM PIN',
    'pin',
    'PIN/Password',
    'Screen lock (pattern)',
    'unlockPattern',
    'PIN code',
    'फ़ोन पासवर्ड',
    'पिन',
  ])('keeps %j off the receipt', (label) => {
    expect(isPrivateByDefault(label)).toBe(true);
  });

  it.each([
    'Spin class',
    'Pinecone',
    'Pincode',
    'Spinning',
    'Patterned fabric',
    'Passport No',
    'Compass',
    'Shipping',
    'IMEI',
    'Brand / Model',
    'Accessories Given',
    'Advance Amount',
    '',
  ])('shows %j on the receipt', (label) => {
    expect(isPrivateByDefault(label)).toBe(false);
  });

  it('reads only the capped length of a label', () => {
    expect(isPrivateByDefault(`${'a'.repeat(60)} password`)).toBe(false);
    expect(isPrivateByDefault(`PIN ${'x '.repeat(100_000)}`)).toBe(true);
  });
});

describe('custom fields', () => {
  it('makes a new field private when its label names a secret', () => {
    expect(customField('Password / Pattern')).toEqual({
      label: 'Password / Pattern',
      type: 'text',
      showOnReceipt: false,
    });
    expect(customField('Problem Description', 'textarea')).toEqual({
      label: 'Problem Description',
      type: 'textarea',
      showOnReceipt: true,
    });
  });

  it('gives a field stored without the flag the default, and keeps a stored choice', () => {
    expect(withReceiptDefault({ label: 'PIN', type: 'text' }).showOnReceipt).toBe(false);
    expect(withReceiptDefault({ label: 'IMEI', type: 'text' }).showOnReceipt).toBe(true);
    expect(
      withReceiptDefault({ label: 'PIN', type: 'text', showOnReceipt: true }).showOnReceipt,
    ).toBe(true);
    expect(
      withReceiptDefault({ label: 'IMEI', type: 'text', showOnReceipt: false }).showOnReceipt,
    ).toBe(false);
  });
});
