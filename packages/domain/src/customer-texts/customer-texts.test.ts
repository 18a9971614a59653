import { describe, expect, it } from 'vitest';
import { CUSTOMER_HINDI, customerText } from './customer-texts';

describe('customerText', () => {
  it('fills the placeholders of the English or the Hindi text', () => {
    const values = { invoice: 'INV-12', shop: 'Sharma Store', amount: '₹337.50' };
    expect(customerText('en', 'customer/link-preview', 'billTitle', values)).toBe(
      'Bill INV-12 from Sharma Store — ₹337.50',
    );
    expect(customerText('hi', 'customer/link-preview', 'billTitle', values)).toBe(
      'Sharma Store का बिल INV-12 — ₹337.50',
    );
  });

  it('leaves a placeholder it was not given as it is, and fills a value only once', () => {
    expect(customerText('en', 'customer/link-preview', 'items', {})).toBe('{count} items');
    expect(customerText('en', 'customer/link-preview', 'statementTitle', { shop: '{shop}' })).toBe(
      'Khata statement from {shop}',
    );
  });

  it('reads its Hindi from the same file as the customer pages', () => {
    expect(customerText('hi', 'customer/link-preview', 'pending')).toBe(
      CUSTOMER_HINDI['customer/receipt']?.pending,
    );
  });
});
