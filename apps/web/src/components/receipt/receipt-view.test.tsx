import type { PublicReceiptDto } from '@khatabill/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HINDI } from '../../i18n/hi';
import { i18n } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { ReceiptView } from './receipt-view';

function makeReceipt(overrides: Partial<PublicReceiptDto> = {}): PublicReceiptDto {
  return {
    invoiceNumber: 'INV-7',
    customerName: 'Asha Verma',
    maskedMobile: '98******10',
    items: [
      { name: 'Screen guard', quantity: 2, price: 150.5 },
      { name: 'Battery', quantity: 1, price: 1200 },
    ],
    payment: { mode: 'cash', amountPaid: 1000, discount: { type: 'percent', value: 10 } },
    totals: {
      itemsTotal: 1501,
      discountAmount: 150.1,
      advanceAmount: 0,
      finalTotal: 1350.9,
      pending: 350.9,
      toReturn: 0,
    },
    customFields: {
      serviceFields: [
        { label: 'IMEI', value: '356938035643809' },
        { label: 'Brand / Model', value: '' },
      ],
      serviceInfo: [{ label: 'Assigned To', value: 'Vikas' }],
    },
    status: 'completed',
    // 20:00 UTC is already the next day in India.
    createdAt: '2026-03-04T20:00:00.000Z',
    job: null,
    shop: {
      shopName: 'Sharma Mobile Repair',
      language: 'en',
      shopImage: null,
      location: {
        address: '12 MG Road',
        city: 'Pune',
        state: '',
        pincode: '411001',
        country: 'India',
      },
      greetingMessage: 'Thank you for visiting!',
      footerNote: 'Goods once sold are not returned.',
    },
    ...overrides,
  };
}

/** The amount on the totals line labelled `label`. */
function totalLine(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('ReceiptView', () => {
  it('speaks Hindi when the page is shown in Hindi', () => {
    i18n.cache.hi = HINDI as never;
    locale.set('hi');
    try {
      render(<ReceiptView receipt={makeReceipt()} />);

      expect(screen.getByRole('article', { name: 'बिल INV-7' })).toBeInTheDocument();
      expect(totalLine('डिस्काउंट (10%)')).toBe('₹150.10');
      expect(totalLine('कुल बिल')).toBe('₹1,350.90');
    } finally {
      locale.set('en');
    }
  });

  it('shows the shop, the customer, the items and every total', () => {
    render(<ReceiptView receipt={makeReceipt()} />);

    expect(screen.getByRole('heading', { name: 'Sharma Mobile Repair' })).toBeInTheDocument();
    expect(screen.getByText('SM')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Pune, 411001, India')).toBeInTheDocument();
    expect(screen.getByText('Thank you for visiting!')).toBeInTheDocument();
    expect(screen.getByText('INV-7')).toBeInTheDocument();
    expect(screen.getByText('5 Mar 2026, 1:30 am')).toBeInTheDocument();
    expect(screen.getByText(/98\*{6}10/)).toBeInTheDocument();

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    // The amount has a column of its own, apart from quantity × price (80 mm rolls included).
    const cells = (row: HTMLElement | undefined) =>
      within(row ?? document.body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1])).toEqual(['Screen guard 2 × ₹150.50', '₹301']);
    expect(cells(rows[2])).toEqual(['Battery 1 × ₹1,200', '₹1,200']);

    expect(totalLine('Base Amount')).toBe('₹1,501');
    expect(totalLine('Discount (10%)')).toBe('₹150.10');
    // No advance was taken (as on every product-only bill): no Advance line at all.
    expect(screen.queryByText('Advance', { selector: 'dt' })).not.toBeInTheDocument();
    expect(totalLine('Final Total')).toBe('₹1,350.90');
    expect(totalLine('Amount Paid')).toBe('₹1,000');
    expect(screen.getByText('Goods once sold are not returned.')).toBeInTheDocument();
    expect(screen.getByText(/Made with KhataBill — free billing for shops/)).toBeInTheDocument();
  });

  it('shows the Advance line when the bill took an advance', () => {
    const receipt = makeReceipt();
    receipt.totals = {
      ...receipt.totals,
      advanceAmount: 500,
      finalTotal: 850.9,
      pending: 0,
      toReturn: 149.1,
    };
    render(<ReceiptView receipt={receipt} />);
    expect(totalLine('Advance')).toBe('₹500');
  });

  it("shows a Pending line when paid short, and no 'To return'", () => {
    render(<ReceiptView receipt={makeReceipt()} />);
    expect(totalLine('Pending')).toBe('₹350.90');
    expect(screen.queryByText('To return')).not.toBeInTheDocument();
  });

  it("shows a 'To return' line when overpaid, and no Pending", () => {
    const receipt = makeReceipt({
      payment: { mode: 'upi', amountPaid: 2000, discount: { type: 'amount', value: 0 } },
      totals: {
        itemsTotal: 1501,
        discountAmount: 0,
        advanceAmount: 0,
        finalTotal: 1501,
        pending: 0,
        toReturn: 499,
      },
    });
    render(<ReceiptView receipt={receipt} />);
    expect(totalLine('To return')).toBe('₹499');
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('shows neither line when paid exactly', () => {
    const receipt = makeReceipt({
      payment: { mode: 'cash', amountPaid: 1350.9, discount: { type: 'percent', value: 10 } },
      totals: { ...makeReceipt().totals, pending: 0 },
    });
    render(<ReceiptView receipt={receipt} />);
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByText('To return')).not.toBeInTheDocument();
  });

  it('lists only the service values that were filled in', () => {
    render(<ReceiptView receipt={makeReceipt()} />);
    expect(screen.getByRole('heading', { name: 'Service Request' })).toBeInTheDocument();
    expect(totalLine('IMEI')).toBe('356938035643809');
    expect(screen.queryByText('Brand / Model')).not.toBeInTheDocument();
    expect(totalLine('Assigned To')).toBe('Vikas');
  });

  it('shows an advance field as money', () => {
    const receipt = makeReceipt();
    receipt.customFields.serviceInfo = [
      { label: 'Assigned To', value: 'Vikas' },
      { label: 'Advance Amount', value: '1500' },
    ];
    render(<ReceiptView receipt={receipt} />);
    expect(totalLine('Advance Amount')).toBe('₹1,500');
    expect(totalLine('Assigned To')).toBe('Vikas');
  });

  it('shows a date field as the app shows days, not as it is stored', () => {
    const receipt = makeReceipt();
    receipt.customFields.serviceFields = [{ label: 'Next Visit Date', value: '2026-11-30' }];
    render(<ReceiptView receipt={receipt} />);
    expect(totalLine('Next Visit Date')).toBe('30 Nov 2026');
  });

  it('lists the service values in the order given, integer-like labels included', () => {
    const receipt = makeReceipt();
    receipt.customFields.serviceFields = [
      { label: 'Step', value: 'Diagnosis' },
      { label: '2', value: 'second' },
      { label: '1', value: 'first' },
    ];
    render(<ReceiptView receipt={receipt} />);
    const request = screen.getByRole('heading', { name: 'Service Request' }).parentElement;
    const terms = within(request ?? document.body).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Step', '2', '1']);
  });

  it('shows the uploaded logo instead of initials', () => {
    const receipt = makeReceipt();
    render(
      <ReceiptView
        receipt={{ ...receipt, shop: { ...receipt.shop, shopImage: '/files/abc.webp' } }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Sharma Mobile Repair logo' })).toHaveAttribute(
      'src',
      '/files/abc.webp',
    );
    expect(screen.queryByText('SM')).not.toBeInTheDocument();
  });
});
