import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HINDI } from '../../i18n/hi';
import { i18n } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import {
  CONFIGURED_ORDER,
  PASSWORD,
  REPAIR_VALUES,
  repairShopUser,
} from '../../test/repair-shop-fixture';
import { signInAs } from '../../test/user-fixture';
import { makeBill } from '../../test/create-bill-harness';
import { taxInvoiceReceipt } from '../../test/receipt-fixture';
import { BillDetails } from './bill-details';

describe('BillDetails', () => {
  it("shows the shop's copy: every value, private ones too, in the configured order", () => {
    signInAs(repairShopUser());
    render(
      <BillDetails
        bill={makeBill({
          customFields: { serviceFields: { Colour: 'Blue', ...REPAIR_VALUES }, serviceInfo: {} },
        })}
      />,
    );

    const request = screen.getByRole('heading', { name: 'Service Request' }).parentElement;
    const terms = within(request ?? document.body).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([...CONFIGURED_ORDER, 'Colour']);
    expect(within(request ?? document.body).getByText(PASSWORD)).toBeInTheDocument();
  });
});

describe('BillDetails dates', () => {
  afterEach(() => locale.set('en'));

  it('shows a date field as the app shows days, in the language shown', () => {
    signInAs(repairShopUser());
    const bill = makeBill({
      customFields: { serviceFields: {}, serviceInfo: { 'Next Visit Date': '2026-11-30' } },
    });
    const { unmount } = render(<BillDetails bill={bill} />);
    expect(screen.getByText('Next Visit Date').nextElementSibling).toHaveTextContent(
      /^30 Nov 2026$/,
    );
    unmount();

    (i18n.cache as Record<string, unknown>).hi = HINDI;
    locale.set('hi');
    render(<BillDetails bill={bill} />);
    expect(screen.getByText('Next Visit Date').nextElementSibling).toHaveTextContent(
      /^30 नवंबर 2026$/,
    );
  });
});

describe('BillDetails timeline', () => {
  afterEach(() => locale.set('en'));

  it('tells when each status came in either language, in Hindi with बजे once', () => {
    signInAs(repairShopUser());
    // 18:30 UTC is midnight in India.
    const bill = makeBill({
      statusTimeline: [{ status: 'completed', at: '2026-03-04T18:30:00Z' }],
    });
    const { unmount } = render(<BillDetails bill={bill} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Completed5 Mar 2026, 12:00 am');
    unmount();

    (i18n.cache as Record<string, unknown>).hi = HINDI;
    locale.set('hi');
    render(<BillDetails bill={bill} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('पूरा5 मार्च 2026 को रात 12:00 बजे');
  });
});

describe('BillDetails in Hindi', () => {
  afterEach(() => locale.set('en'));

  it('names its parts and the bill’s statuses in Hindi', () => {
    (i18n.cache as Record<string, unknown>).hi = HINDI;
    locale.set('hi');
    signInAs(repairShopUser());
    render(
      <BillDetails
        bill={makeBill({
          notes: 'Screen guard free',
          customFields: { serviceFields: REPAIR_VALUES, serviceInfo: {} },
        })}
      />,
    );

    expect(screen.getByRole('heading', { name: 'नोट्स' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सर्विस की माँग' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कब क्या हुआ' })).toBeInTheDocument();
    expect(screen.getByText('पूरा')).toBeInTheDocument();
  });
});

describe('BillDetails of a registered shop', () => {
  beforeAll(() => import('../receipt/tax-invoice'));

  it('shows the document’s GST parts: the customer’s terms, each line’s tax, the tax totals', async () => {
    signInAs(repairShopUser());
    const { items, totals, gst } = taxInvoiceReceipt;
    if (!gst) throw new Error('the fixture is a tax invoice');
    await act(async () => {
      render(
        <BillDetails
          bill={makeBill({
            items: items.map((item) => ({ ...item, productId: null })),
            totals,
            gst: {
              registration: 'regular',
              gstin: gst.supplier.gstin,
              placeOfSupply: gst.placeOfSupply,
              customerGstin: gst.customerGstin,
              customerAddress: gst.customerAddress,
              documentType: gst.documentType,
            },
          })}
        />,
      );
    });

    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('GSTIN')).toHaveTextContent('29AAGCB7383J1Z4');
    expect(term('Address')).toHaveTextContent('4th Cross, Indiranagar, Bengaluru');
    expect(term('Place of supply')).toHaveTextContent('Karnataka (29)');
    expect(screen.getByText('Phone').closest('tr')).toHaveTextContent(
      'HSN 8517 · 2 NOS × ₹500Discount ₹83.33 · Taxable ₹916.67GST 18% · IGST ₹165',
    );
    expect(term('Taxable value')).toHaveTextContent('₹1,100');
    expect(term('IGST')).toHaveTextContent('₹174.17');
    expect(term('Round off')).toHaveTextContent('-₹0.17');
    expect(term('Invoice Total')).toHaveTextContent('₹1,274');
  });
});
