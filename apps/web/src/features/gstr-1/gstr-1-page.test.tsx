import { addDays, addMonthsToDay, firstOfMonth, toShopDay, type Gstr1Dto } from '@khatabill/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { makeUser, signInAs } from '../../test/user-fixture';
import Gstr1Page from './gstr-1-page';

const amounts = { rate: 18, taxableValue: 1000, igst: 180, cgst: 0, sgst: 0 };
const GSTR1: Gstr1Dto = {
  from: '',
  to: '',
  b2b: [
    {
      customerGstin: '29AAGCB7383J1Z4',
      customerName: 'Asha',
      reverseCharge: 'N',
      invoiceNumber: 'INV/26-27/1',
      invoiceDate: '2026-10-02',
      invoiceValue: 1180,
      placeOfSupply: '29-Karnataka',
      ...amounts,
    },
  ],
  b2cl: [],
  b2cs: [
    {
      placeOfSupply: '27-Maharashtra',
      rate: 18,
      taxableValue: 200.5,
      igst: 0,
      cgst: 18.05,
      sgst: 18.04,
    },
  ],
  hsnB2b: [{ hsn: '998713', unit: 'NOS', quantity: 1, totalValue: 1180, ...amounts }],
  hsnB2c: [],
  documents: [
    { series: 'INV/26-27/', first: 'INV/26-27/1', last: 'INV/26-27/2', count: 2, cancelled: 0 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GSTR-1 screen', () => {
  it('asks for last month, and shows each table with its rows, taxable value and tax', async () => {
    const sent = stubApi(() => ({ status: 200, body: { data: GSTR1 } }));
    signInAs(makeUser());
    renderRoutes([{ path: '/gstr-1', element: <Gstr1Page /> }], '/gstr-1');

    const b2b = (await screen.findByRole('heading', { name: 'B2B invoices' })).closest('li');
    const thisMonth = firstOfMonth(toShopDay(new Date()));
    expect(sent[0]?.path).toBe(
      `/api/gst/gstr1?from=${addMonthsToDay(thisMonth, -1)}&to=${addDays(thisMonth, -1)}`,
    );
    expect(within(b2b as HTMLElement).getByText('₹1,000')).toBeInTheDocument();
    expect(within(b2b as HTMLElement).getByText('₹180')).toBeInTheDocument();
    const b2cs = screen.getByRole('heading', { name: 'B2C small' }).closest('li') as HTMLElement;
    expect(within(b2cs).getByText('₹36.09')).toBeInTheDocument();
    const docs = screen
      .getByRole('heading', { name: 'Documents issued' })
      .closest('li') as HTMLElement;
    expect(within(docs).getByText('2')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(6);
  });

  it('says why a shop without a regular registration has none', async () => {
    stubApi(() => ({
      status: 403,
      body: {
        message:
          'GSTR-1 is filed by a shop registered for GST as regular: turn it on in Settings → GST.',
        code: 'gstr1NeedsRegularGst',
      },
    }));
    signInAs(makeUser());
    renderRoutes([{ path: '/gstr-1', element: <Gstr1Page /> }], '/gstr-1');

    expect(await screen.findByText(/turn it on in Settings → GST/)).toBeInTheDocument();
  });
});
