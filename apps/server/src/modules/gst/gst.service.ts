import {
  AppError,
  API_MESSAGES,
  buildGstr1,
  gstr1Date,
  gstr1PlaceOfSupply,
  GST_UNITS,
  isGstUnit,
  paiseToRupees,
  type Gstr1,
  type Gstr1Dto,
  type Gstr1RateRow,
  type Gstr1Table,
  type HsnSummaryRow,
  type Paise,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import type { CsvRow } from '../../lib/csv';
import { listTaxInvoices } from '../bills/tax-invoices.service';
import { getShop } from '../shops/shops.service';

type Period = { shopId: string; from: string; to: string };

/** A regular registration's GSTR-1 for a period of its days; 403 for any other shop. */
async function gstr1Of(db: Database, { shopId, from, to }: Period): Promise<Gstr1> {
  const shop = await getShop(db, { shopId });
  if (shop.gst?.registration !== 'regular') {
    throw new AppError('FORBIDDEN', API_MESSAGES.gstr1NeedsRegularGst);
  }
  // The shop is at hand: its time zone needs no second read.
  return buildGstr1(await listTaxInvoices(db, { shopId, timeZone: shop.timeZone, from, to }));
}

const rateAmounts = (row: Gstr1RateRow) => ({
  rate: row.gstRateBps / 100,
  taxableValue: paiseToRupees(row.taxableValue),
  igst: paiseToRupees(row.igst),
  cgst: paiseToRupees(row.cgst),
  sgst: paiseToRupees(row.sgst),
});

const hsnDto = (row: HsnSummaryRow) => ({
  hsn: row.hsn,
  unit: row.unit,
  quantity: row.quantity,
  totalValue: paiseToRupees(row.totalValue),
  ...rateAmounts(row),
});

/** `GET /gst/gstr1`: the period's tables. */
export async function getGstr1(db: Database, period: Period): Promise<Gstr1Dto> {
  const gstr1 = await gstr1Of(db, period);
  const invoice = (row: Gstr1['b2b'][number]) => ({
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.date,
    invoiceValue: paiseToRupees(row.invoiceValue),
    placeOfSupply: gstr1PlaceOfSupply(row.placeOfSupply),
    ...rateAmounts(row),
  });
  return {
    from: period.from,
    to: period.to,
    b2b: gstr1.b2b.map((row) => ({
      customerGstin: row.customerGstin,
      customerName: row.customerName,
      reverseCharge: 'N' as const,
      ...invoice(row),
    })),
    b2cl: gstr1.b2cl.map(invoice),
    b2cs: gstr1.b2cs.map((row) => ({
      placeOfSupply: gstr1PlaceOfSupply(row.placeOfSupply),
      ...rateAmounts(row),
    })),
    hsnB2b: gstr1.hsnB2b.map(hsnDto),
    hsnB2c: gstr1.hsnB2c.map(hsnDto),
    documents: gstr1.documents,
  };
}

// The columns of the GST offline tool's sheets, by table; tax amounts follow the taxable value.
const TAXES = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'];
const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  ...TAXES,
  'Cess Amount',
];
export const GSTR1_CSV_HEADERS: Record<Gstr1Table, readonly string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    ...TAXES,
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    ...TAXES,
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  hsn_b2b: HSN_HEADER,
  hsn_b2c: HSN_HEADER,
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

const taxCells = (row: Gstr1RateRow): CsvRow => [
  paiseToRupees(row.igst),
  paiseToRupees(row.cgst),
  paiseToRupees(row.sgst),
];

/** `NOS-NUMBERS`: a unit as the offline tool lists it. */
function uqc(unit: string): string {
  return isGstUnit(unit) ? `${unit}-${GST_UNITS[unit].toUpperCase()}` : unit;
}

function hsnRows(rows: readonly HsnSummaryRow[]): CsvRow[] {
  return rows.map((row) => [
    row.hsn,
    '',
    uqc(row.unit),
    row.quantity,
    paiseToRupees(row.totalValue),
    row.gstRateBps / 100,
    paiseToRupees(row.taxableValue),
    ...taxCells(row),
    0,
  ]);
}

/** `GET /gst/gstr1.csv`: one table as the offline tool's sheet. */
export async function exportGstr1Table(
  db: Database,
  { table, ...period }: Period & { table: Gstr1Table },
): Promise<CsvRow[]> {
  const gstr1 = await gstr1Of(db, period);
  const day = gstr1Date;
  const value = (row: { invoiceValue: Paise }) => paiseToRupees(row.invoiceValue);
  switch (table) {
    case 'b2b':
      return gstr1.b2b.map((row) => [
        row.customerGstin,
        row.customerName,
        row.invoiceNumber,
        day(row.date),
        value(row),
        gstr1PlaceOfSupply(row.placeOfSupply),
        'N',
        '',
        'Regular B2B',
        '',
        row.gstRateBps / 100,
        paiseToRupees(row.taxableValue),
        ...taxCells(row),
        0,
      ]);
    case 'b2cl':
      return gstr1.b2cl.map((row) => [
        row.invoiceNumber,
        day(row.date),
        value(row),
        gstr1PlaceOfSupply(row.placeOfSupply),
        '',
        row.gstRateBps / 100,
        paiseToRupees(row.taxableValue),
        paiseToRupees(row.igst),
        0,
        '',
      ]);
    case 'b2cs':
      return gstr1.b2cs.map((row) => [
        'OE',
        gstr1PlaceOfSupply(row.placeOfSupply),
        '',
        row.gstRateBps / 100,
        paiseToRupees(row.taxableValue),
        ...taxCells(row),
        0,
        '',
      ]);
    case 'hsn_b2b':
      return hsnRows(gstr1.hsnB2b);
    case 'hsn_b2c':
      return hsnRows(gstr1.hsnB2c);
    case 'docs':
      return gstr1.documents.map((doc) => [
        'Invoices for outward supply',
        doc.first,
        doc.last,
        doc.count,
        doc.cancelled,
      ]);
  }
}
