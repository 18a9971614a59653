import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// A registered shop's document (product §16, Rule 46), in the shop's language; the Hindi is in
// the domain's customer-texts/hi.json. Apart from messages.ts so that the texts load with the
// document's parts (tax-invoice.tsx), never for a shop without GST.

export const taxInvoiceMessages = messages('customer/tax-invoice', {
  taxInvoice: 'Tax Invoice',
  billOfSupply: 'Bill of Supply',
  composition: 'Composition taxable person, not eligible to collect tax on supplies',
  gstin: params('GSTIN: {gstin}'),
  customerGstin: 'GSTIN',
  address: 'Address',
  state: 'State',
  placeOfSupply: 'Place of supply',
  reverseCharge: 'Tax payable on reverse charge',
  no: 'No',
  hsn: params('HSN {hsn}'),
  discount: params('Discount {amount}'),
  taxable: params('Taxable {amount}'),
  gstRate: params('GST {rate}%'),
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  taxableValue: 'Taxable value',
  roundOff: 'Round off',
  invoiceTotal: 'Invoice Total',
  inWords: 'Amount in words',
  hsnSummary: 'HSN summary',
  hsnColumn: 'HSN/SAC',
  rate: 'Rate',
  tax: 'Tax',
  forSupplier: params('For {name}'),
  signatory: 'Authorised signatory',
});
