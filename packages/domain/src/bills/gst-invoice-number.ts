// A registered shop's invoice numbers (CGST Rules 2017, Rule 46(b)): at most 16 characters,
// only letters, digits, '-' and '/', unique within a financial year. The app writes the
// financial year into every number, `INV/26-27/1`, so a new series starts each 1 April without
// repeating a number of an earlier year, and the owner never has to change the prefix.

/** Rule 46's limit on an invoice number's length. */
export const GST_INVOICE_NUMBER_MAX = 16;
/** The numbers a year may reach: 99 999 bills, some 270 a day. */
export const GST_INVOICE_DIGITS = 5;
/** `26-27/`: the financial year and its separator. */
const YEAR_PART = 'yy-yy/'.length;
/** The longest prefix that leaves room for the year and the number. */
export const GST_INVOICE_PREFIX_MAX = GST_INVOICE_NUMBER_MAX - YEAR_PART - GST_INVOICE_DIGITS;

const PREFIX_CHARACTERS = /^[A-Za-z0-9/-]*$/;

/** Whether `prefix` keeps every number of a year a valid GST invoice number. */
export function isGstInvoicePrefix(prefix: string): boolean {
  return prefix.length <= GST_INVOICE_PREFIX_MAX && PREFIX_CHARACTERS.test(prefix);
}

/** `INV/` + `26-27/`: what a registered shop's numbers of a financial year start with. */
export function gstInvoiceSeries(prefix: string, financialYear: string): string {
  return `${prefix}${financialYear}/`;
}
