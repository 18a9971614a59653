import { params } from '@nanostores/i18n';
import { messages } from '../../../i18n/i18n';

// A registered shop's bill form (product §16); the Hindi is in i18n/hi/create-bill.json.

export const gstBillMessages = messages('create-bill/gst', {
  heading: 'GST',
  b2b: 'Registered customer (B2B)',
  b2c: 'Customer without GSTIN (B2C)',
  suppliedIn: params('Place of supply: {state}'),
  change: 'Change',
  done: 'Done',
  customerGstin: 'Customer GSTIN (optional)',
  customerGstinHint: 'Given, the bill is B2B and the GSTIN’s state is the place of supply.',
  placeOfSupply: 'Place of supply',
  yourState: params('{state} (your state)'),
  fromGstin: params('{state}, from the GSTIN'),
  customerAddress: 'Customer address (optional)',
  customerAddressHint: 'Printed on the tax invoice.',
  hsn: 'HSN/SAC',
  gstRate: 'GST %',
  shopDefault: params('{rate} % (default)'),
  unit: 'Unit',
  defaultUnit: params('{unit} (default)'),
  taxableValue: 'Taxable Value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  roundOff: 'Round Off',
  invoiceTotal: 'Invoice Total',
});
