import { describe, expect, it } from 'vitest';
import { customerInput, customerUpdateInput, expenseInput, productInput } from './catalog.schemas';
import { errorsOf } from '../test/errors-of';

describe('customerInput', () => {
  it('requires name and a 10-digit Indian mobile', () => {
    expect(customerInput.parse({ name: ' Ravi ', mobile: '9876543210' })).toEqual({
      name: 'Ravi',
      mobile: '9876543210',
    });
    expect(errorsOf(customerInput, {})).toEqual({
      name: 'Name is required',
      mobile: 'Mobile is required',
    });
    expect(errorsOf(customerInput, { name: 'Ravi', mobile: '5876543210' })).toEqual({
      mobile: 'Enter a valid 10-digit mobile',
    });
  });
});

describe('customerUpdateInput', () => {
  it('defaults the entry type to debit and allows an amount of 0', () => {
    expect(
      customerUpdateInput.parse({ name: 'Ravi', mobile: '9876543210', payment: { amount: 0 } })
        .payment,
    ).toEqual({
      type: 'debit',
      amount: 0,
    });
  });

  it('checks the amount as money', () => {
    const customer = { name: 'Ravi', mobile: '9876543210' };
    expect(
      errorsOf(customerUpdateInput, { ...customer, payment: { type: 'credit', amount: 10.555 } }),
    ).toEqual({
      'payment.amount': 'Enter an amount with at most two decimals',
    });
    expect(errorsOf(customerUpdateInput, { ...customer, payment: { amount: -5 } })).toEqual({
      'payment.amount': 'Amount cannot be negative',
    });
    expect(errorsOf(customerUpdateInput, { ...customer, payment: { amount: 'ten' } })).toEqual({
      'payment.amount': 'Enter a valid amount',
    });
    expect(
      errorsOf(customerUpdateInput, { ...customer, payment: { type: 'gift', amount: 1 } }),
    ).toEqual({
      'payment.type': 'Choose a valid option',
    });
  });
});

describe('productInput', () => {
  it('wants a name and a price above 0, answered in rupees', () => {
    expect(productInput.parse({ name: 'Tempered glass', price: '199.50' })).toEqual({
      name: 'Tempered glass',
      price: 199.5,
    });
    expect(errorsOf(productInput, { name: '', price: 0 })).toEqual({
      name: 'Name is required',
      price: 'Price must be greater than 0',
    });
    expect(errorsOf(productInput, { name: 'x', price: 100_000_000.01 })).toEqual({
      price: 'Amount cannot exceed ₹10,00,00,000',
    });
  });
});

describe('expenseInput', () => {
  it('requires category, a positive amount and a real date', () => {
    expect(expenseInput.parse({ category: 'Rent', amount: 15000, date: '2026-04-01' })).toEqual({
      category: 'Rent',
      amount: 15000,
      date: '2026-04-01',
    });
    expect(errorsOf(expenseInput, {})).toEqual({
      category: 'Category is required',
      amount: 'Amount is required',
      date: 'Date is required',
    });
    expect(errorsOf(expenseInput, { category: 'Rent', amount: 0, date: '2026-02-30' })).toEqual({
      amount: 'Amount must be greater than 0',
      date: 'Enter a valid date',
    });
  });
});
