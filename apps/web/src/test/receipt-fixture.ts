import type { PublicReceiptDto } from '@khatabill/domain';

/** A shared bill as the public receipt API answers it: one item, paid in full. */
export const receipt: PublicReceiptDto = {
  invoiceNumber: 'INV-3',
  customerName: 'Asha Verma',
  maskedMobile: '98******10',
  items: [{ name: 'Battery', quantity: 1, price: 1200 }],
  payment: { mode: 'cash', amountPaid: 1200, discount: { type: 'amount', value: 0 } },
  totals: {
    itemsTotal: 1200,
    discountAmount: 0,
    advanceAmount: 0,
    finalTotal: 1200,
    pending: 0,
    toReturn: 0,
  },
  customFields: { serviceFields: [], serviceInfo: [] },
  status: 'completed',
  createdAt: '2026-03-04T10:00:00.000Z',
  job: null,
  shop: {
    shopName: 'Sharma Mobile Repair',
    shopImage: null,
    location: { address: '', city: 'Pune', state: '', pincode: '', country: 'India' },
    greetingMessage: '',
    footerNote: '',
    language: 'en',
  },
};

/**
 * A regular shop's B2B tax invoice to another state (Maharashtra to Karnataka), ₹100 off, the
 * tax added to the prices: what the server answers for it (public/receipt-gst.test.ts).
 */
export const taxInvoiceReceipt: PublicReceiptDto = {
  ...receipt,
  invoiceNumber: 'INV/26-27/4',
  items: [
    {
      name: 'Phone',
      quantity: 2,
      price: 500,
      hsn: '8517',
      unit: 'NOS',
      gstRate: 18,
      discount: 83.33,
      taxableValue: 916.67,
      cgst: 0,
      sgst: 0,
      igst: 165,
    },
    {
      name: 'Cover',
      quantity: 1,
      price: 200,
      hsn: '3926',
      unit: 'PCS',
      gstRate: 5,
      discount: 16.67,
      taxableValue: 183.33,
      cgst: 0,
      sgst: 0,
      igst: 9.17,
    },
  ],
  payment: { mode: 'cash', amountPaid: 1000, discount: { type: 'amount', value: 100 } },
  totals: {
    itemsTotal: 1200,
    discountAmount: 100,
    advanceAmount: 0,
    finalTotal: 1274,
    pending: 274,
    toReturn: 0,
    taxableValue: 1100,
    cgst: 0,
    sgst: 0,
    igst: 174.17,
    roundOff: -0.17,
    invoiceTotal: 1274,
  },
  gst: {
    documentType: 'tax_invoice',
    supplier: { legalName: 'Sharma Telecom Pvt Ltd', gstin: '27AAPFU0939F1ZV' },
    customerGstin: '29AAGCB7383J1Z4',
    customerAddress: '4th Cross, Indiranagar, Bengaluru',
    placeOfSupply: '29',
    reverseCharge: false,
  },
};
