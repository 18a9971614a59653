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
