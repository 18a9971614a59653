import { describe, expect, it } from 'vitest';
import { financialYearOf } from '../gst/financial-year';
import {
  GST_INVOICE_DIGITS,
  GST_INVOICE_NUMBER_MAX,
  GST_INVOICE_PREFIX_MAX,
  gstInvoiceSeries,
  isGstInvoicePrefix,
} from './gst-invoice-number';

describe('a registered shop’s invoice numbers', () => {
  it('carry the financial year after the prefix', () => {
    expect(gstInvoiceSeries('INV/', financialYearOf('2027-03-31').label)).toBe('INV/26-27/');
  });

  it('stay within Rule 46’s 16 characters for the longest prefix and number', () => {
    const longest =
      gstInvoiceSeries('A'.repeat(GST_INVOICE_PREFIX_MAX), '26-27') +
      '9'.repeat(GST_INVOICE_DIGITS);
    expect(longest).toHaveLength(GST_INVOICE_NUMBER_MAX);
  });

  it.each(['', 'INV/', 'A-1', 'ab/cd'])('accept the prefix "%s"', (prefix) => {
    expect(isGstInvoicePrefix(prefix)).toBe(true);
  });

  it.each(['SHARMA', 'IN_V', 'IN V', 'इनव'])('refuse the prefix "%s"', (prefix) => {
    expect(isGstInvoicePrefix(prefix)).toBe(false);
  });
});
