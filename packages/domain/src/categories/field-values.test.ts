import { describe, expect, it } from 'vitest';
import { customField, type CustomField } from './custom-field';
import { findCategory } from './business-categories';
import { orderFieldValues, receiptFieldValues } from './field-values';

const repairFields = findCategory('mobile-laptop-repair')?.serviceFields ?? [];

// What PostgreSQL hands back for a repair bill: jsonb keeps keys shortest first.
const storedRepairValues = {
  IMEI: '356938035643809',
  'Brand / Model': 'Redmi Note 12',
  'Accessories Given': 'Charger',
  'Password / Pattern': '1234',
  'Problem Description': 'Screen cracked',
};

const labels = (values: { label: string }[]) => values.map((value) => value.label);

describe('orderFieldValues', () => {
  it('answers the configured order, not the stored key order', () => {
    expect(orderFieldValues(repairFields, storedRepairValues)).toEqual([
      { label: 'IMEI', value: '356938035643809' },
      { label: 'Brand / Model', value: 'Redmi Note 12' },
      { label: 'Problem Description', value: 'Screen cracked' },
      { label: 'Password / Pattern', value: '1234' },
      { label: 'Accessories Given', value: 'Charger' },
    ]);
  });

  it('puts labels no longer configured last, in the same order whatever the key order', () => {
    const fields = [customField('Token'), customField('Room')];
    const values = { Room: '4', Zebra: 'z', '2': 'two', Apple: 'a', Token: '7', '10': 'ten' };
    const reversed = Object.fromEntries(Object.entries(values).reverse());

    expect(labels(orderFieldValues(fields, values))).toEqual([
      'Token',
      'Room',
      '10',
      '2',
      'Apple',
      'Zebra',
    ]);
    expect(orderFieldValues(fields, reversed)).toEqual(orderFieldValues(fields, values));
  });

  it('keeps integer-like configured labels in the configured order', () => {
    const fields = [customField('Step'), customField('2'), customField('1')];
    expect(labels(orderFieldValues(fields, { '1': 'a', '2': 'b', Step: 'c' }))).toEqual([
      'Step',
      '2',
      '1',
    ]);
  });

  it('lists a value once even when its label is configured twice', () => {
    const fields = [customField('IMEI'), customField('IMEI')];
    expect(orderFieldValues(fields, { IMEI: '1' })).toEqual([{ label: 'IMEI', value: '1' }]);
  });
});

describe('receiptFieldValues', () => {
  it('leaves out private and empty values, in the configured order', () => {
    expect(
      receiptFieldValues(repairFields, { ...storedRepairValues, 'Brand / Model': ' ' }),
    ).toEqual([
      { label: 'IMEI', value: '356938035643809' },
      { label: 'Problem Description', value: 'Screen cracked' },
      { label: 'Accessories Given', value: 'Charger' },
    ]);
  });

  it('follows the shop’s current switches', () => {
    const fields: CustomField[] = repairFields.map((field) => ({
      ...field,
      showOnReceipt: field.label !== 'IMEI',
    }));
    expect(labels(receiptFieldValues(fields, storedRepairValues))).toEqual([
      'Brand / Model',
      'Problem Description',
      'Password / Pattern',
      'Accessories Given',
    ]);
  });

  it('applies the label default to settings stored without the flag', () => {
    const stored = [
      { label: 'IMEI', type: 'text' as const },
      { label: 'Password / Pattern', type: 'text' as const },
    ];
    expect(labels(receiptFieldValues(stored, storedRepairValues))).toEqual([
      'IMEI',
      'Accessories Given',
      'Brand / Model',
      'Problem Description',
    ]);
  });

  it('keeps a value under a label no longer configured private when the label names a secret', () => {
    expect(
      receiptFieldValues([customField('IMEI')], {
        IMEI: '3569',
        'Phone PIN': '0000',
        Colour: 'Blue',
      }),
    ).toEqual([
      { label: 'IMEI', value: '3569' },
      { label: 'Colour', value: 'Blue' },
    ]);
  });

  it('hides a value when any field listed under its label is private', () => {
    const fields = [
      { ...customField('Code'), showOnReceipt: true },
      { ...customField('Code'), showOnReceipt: false },
    ];
    expect(receiptFieldValues(fields, { Code: '42' })).toEqual([]);
  });
});
