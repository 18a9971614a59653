import { describe, expect, it } from 'vitest';
import { billInput, billStatusInput } from './bill.schemas';
import { errorsOf } from '../test/errors-of';
import { MESSAGES } from './messages';

const bill = {
  name: 'Ravi',
  mobile: '9876543210',
  items: [{ name: 'Screen guard', quantity: 1, price: 250 }],
};

describe('billInput', () => {
  it('fills the defaults and drops client totals and unknown fields', () => {
    expect(
      billInput.parse({
        ...bill,
        totals: { finalTotal: 1 },
        payment: { totalAmount: 1 },
        hacker: true,
      }),
    ).toEqual({
      ...bill,
      customerId: null,
      payment: { mode: 'cash', amountPaid: 0, discount: { type: 'amount', value: 0 } },
      customFields: { serviceFields: {}, serviceInfo: {} },
      reminder: null,
      notes: '',
      status: 'completed',
    });
  });

  it('accepts customerName as an alias of name and +91 mobiles', () => {
    const parsed = billInput.parse({
      customerName: ' Ravi ',
      mobile: '+919876543210',
      items: bill.items,
    });
    expect(parsed.name).toBe('Ravi');
    expect(parsed.mobile).toBe('9876543210');
    expect('customerName' in parsed).toBe(false);
    expect(billInput.parse({ ...bill, name: undefined, customerName: 'Ravi' }).name).toBe('Ravi');
  });

  it('reports every form error at once', () => {
    expect(errorsOf(billInput, {})).toEqual({
      name: 'Name is required',
      mobile: 'Mobile is required',
      items: 'Add at least one item',
    });
    expect(errorsOf(billInput, { ...bill, mobile: '12345', items: [] })).toEqual({
      mobile: 'Enter a valid 10-digit mobile',
      items: 'Add at least one item',
    });
  });

  it('checks each item', () => {
    const items = [
      { name: '', quantity: 0, price: 0 },
      { name: 'a', quantity: 1.5, price: '12.345' },
    ];
    expect(errorsOf(billInput, { ...bill, items })).toEqual({
      'items.0.name': 'Item name is required',
      'items.0.quantity': 'Quantity must be at least 1',
      'items.0.price': 'Price must be greater than 0',
      'items.1.quantity': 'Quantity must be a whole number',
      'items.1.price': 'Enter an amount with at most two decimals',
    });
  });

  it('refuses a percent discount above 100 and an amount above the items total', () => {
    const percent = { discount: { type: 'percent', value: 100.5 } };
    expect(errorsOf(billInput, { ...bill, payment: percent })).toEqual({
      'payment.discount.value': 'Discount cannot exceed 100%',
    });
    expect(errorsOf(billInput, { ...bill, payment: { discount: { value: 250.01 } } })).toEqual({
      'payment.discount.value': 'Discount cannot exceed the total',
    });
    expect(
      errorsOf(billInput, { ...bill, name: '', payment: { discount: { value: 300 } } }),
    ).toEqual({
      name: 'Name is required',
      'payment.discount.value': 'Discount cannot exceed the total',
    });
    expect(
      billInput.parse({ ...bill, payment: { discount: { value: 250 } } }).payment.discount.value,
    ).toBe(250);
  });

  it('refuses a bill whose items total exceeds ₹10 crore', () => {
    const items = [{ name: 'Gold', quantity: 2, price: 60_000_000 }];
    expect(errorsOf(billInput, { ...bill, items })).toEqual({
      items: 'Bill total cannot exceed ₹10,00,00,000',
    });
  });

  it('keeps custom values as trimmed strings and checks advance amounts as money', () => {
    const customFields = {
      serviceFields: { IMEI: 351234567890123, Model: ' A52 ' },
      serviceInfo: { 'Advance Paid': 200.5 },
    };
    expect(billInput.parse({ ...bill, customFields }).customFields).toEqual({
      serviceFields: { IMEI: '351234567890123', Model: 'A52' },
      serviceInfo: { 'Advance Paid': '200.5' },
    });
    expect(
      errorsOf(billInput, {
        ...bill,
        customFields: { serviceInfo: { 'Advance Amount': '12.345' } },
      }),
    ).toEqual({
      'customFields.serviceInfo.Advance Amount': 'Enter an amount with at most two decimals',
    });
    const tooMany = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, 'x']));
    expect(errorsOf(billInput, { ...bill, customFields: { serviceFields: tooMany } })).toEqual({
      'customFields.serviceFields': 'At most 40 entries',
    });
  });

  it('requires a reminder date when the reminder is enabled and defaults its message', () => {
    expect(errorsOf(billInput, { ...bill, reminder: { enabled: true } })).toEqual({
      'reminder.date': 'Reminder date is required',
    });
    expect(
      billInput.parse({ ...bill, reminder: { enabled: true, date: '2026-05-01', message: '' } })
        .reminder,
    ).toEqual({
      enabled: true,
      date: '2026-05-01',
      message: 'We hope your service went well! Need help again?',
      frequency: 'none',
    });
    expect(
      billInput.parse({ ...bill, reminder: { enabled: false, date: '' } }).reminder,
    ).toMatchObject({ date: null });
  });

  it('caps notes and item count', () => {
    expect(errorsOf(billInput, { ...bill, notes: 'x'.repeat(2001) })).toEqual({
      notes: 'Must be at most 2000 characters',
    });
    const items = Array.from({ length: 501 }, () => bill.items[0]);
    expect(errorsOf(billInput, { ...bill, items })).toEqual({ items: 'At most 500 entries' });
  });
});

describe('billStatusInput', () => {
  it('accepts the three statuses only', () => {
    expect(billStatusInput.parse({ status: 'under_service' })).toEqual({ status: 'under_service' });
    expect(billStatusInput.safeParse({ status: 'complete' }).success).toBe(false);
  });

  it('takes an optional amount received in rupees, checked like every amount', () => {
    expect(billStatusInput.parse({ status: 'completed', amountReceived: '137.50' })).toEqual({
      status: 'completed',
      amountReceived: 137.5,
    });
    expect(errorsOf(billStatusInput, { status: 'completed', amountReceived: -1 })).toEqual({
      amountReceived: MESSAGES.amountNegative,
    });
    expect(errorsOf(billStatusInput, { status: 'completed', amountReceived: 1.005 })).toEqual({
      amountReceived: MESSAGES.moneyFormat,
    });
    expect(errorsOf(billStatusInput, { status: 'completed', amountReceived: 1e12 })).toEqual({
      amountReceived: MESSAGES.amountTooLarge,
    });
  });
});
