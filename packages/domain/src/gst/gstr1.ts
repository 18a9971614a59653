import { paise, type Paise } from '../money/paise';
import { hsnSummary, type HsnLine, type HsnSummaryRow } from './gst-bill';
import { gstStateName } from './states';

// GSTR-1, the monthly or quarterly return of a regular registration's outward supplies, built
// from its tax invoices of a period: each table as the GST offline tool's templates have it.

/** Inter-state invoices to unregistered customers above this are B2C large (since August 2024). */
export const B2CL_THRESHOLD = paise(1_00_000_00);

/** An invoice line as GSTR-1 reads it: what the HSN summary adds up. */
export type Gstr1Line = HsnLine;

export type Gstr1Invoice = {
  invoiceNumber: string;
  /** India's day, `YYYY-MM-DD`. */
  date: string;
  customerName: string;
  /** Null for an unregistered customer (B2C). */
  customerGstin: string | null;
  placeOfSupply: string;
  /** The shop's state: an invoice elsewhere is inter-state. */
  supplierState: string;
  invoiceTotal: Paise;
  lines: readonly Gstr1Line[];
};

/** Taxable value and tax of an invoice's lines of one rate. */
export type Gstr1RateRow = {
  gstRateBps: number;
  taxableValue: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
};

export type Gstr1InvoiceRow = Gstr1RateRow & {
  customerGstin: string;
  customerName: string;
  invoiceNumber: string;
  date: string;
  invoiceValue: Paise;
  placeOfSupply: string;
};

export type Gstr1B2csRow = Gstr1RateRow & { placeOfSupply: string };

export type Gstr1Document = {
  /** What the numbers start with: the series, `INV/26-27/`. */
  series: string;
  first: string;
  last: string;
  count: number;
  cancelled: number;
};

export type Gstr1 = {
  b2b: Gstr1InvoiceRow[];
  b2cl: Gstr1InvoiceRow[];
  b2cs: Gstr1B2csRow[];
  hsnB2b: HsnSummaryRow[];
  hsnB2c: HsnSummaryRow[];
  documents: Gstr1Document[];
};

const add = (a: Paise, b: Paise) => paise(a + b);

/** An invoice's lines added up by rate, in the order the rates first appear. */
function byRate(lines: readonly Gstr1Line[]): Gstr1RateRow[] {
  const rows = new Map<number, Gstr1RateRow>();
  for (const line of lines) {
    const row = rows.get(line.gstRateBps) ?? {
      gstRateBps: line.gstRateBps,
      taxableValue: paise(0),
      igst: paise(0),
      cgst: paise(0),
      sgst: paise(0),
    };
    rows.set(line.gstRateBps, {
      ...row,
      taxableValue: add(row.taxableValue, line.taxableValue),
      igst: add(row.igst, line.igst),
      cgst: add(row.cgst, line.cgst),
      sgst: add(row.sgst, line.sgst),
    });
  }
  return [...rows.values()];
}

/** `INV/26-27/` and 12 from `INV/26-27/12`: a number's series and its running number. */
function splitInvoiceNumber(invoiceNumber: string): { series: string; number: number } {
  let start = invoiceNumber.length;
  while (start > 0 && /[0-9]/.test(invoiceNumber.charAt(start - 1))) start -= 1;
  return { series: invoiceNumber.slice(0, start), number: Number(invoiceNumber.slice(start)) };
}

/** The numbers of each series from the first to the last, by their running number. */
function documentsOf(invoices: readonly Gstr1Invoice[]): Gstr1Document[] {
  const series = new Map<string, { number: number; invoiceNumber: string }[]>();
  for (const { invoiceNumber } of invoices) {
    const split = splitInvoiceNumber(invoiceNumber);
    const numbers = series.get(split.series) ?? [];
    numbers.push({ number: split.number, invoiceNumber });
    series.set(split.series, numbers);
  }
  return [...series.entries()].map(([prefix, numbers]) => {
    const sorted = [...numbers].sort((a, b) => a.number - b.number);
    return {
      series: prefix,
      first: sorted[0]?.invoiceNumber ?? '',
      last: sorted.at(-1)?.invoiceNumber ?? '',
      count: sorted.length,
      cancelled: 0,
    };
  });
}

/** GSTR-1's tables from a period's tax invoices. */
export function buildGstr1(invoices: readonly Gstr1Invoice[]): Gstr1 {
  const b2b: Gstr1InvoiceRow[] = [];
  const b2cl: Gstr1InvoiceRow[] = [];
  const b2cs = new Map<string, Gstr1B2csRow>();
  const b2bLines: Gstr1Line[] = [];
  const b2cLines: Gstr1Line[] = [];
  for (const invoice of invoices) {
    const interState = invoice.placeOfSupply !== invoice.supplierState;
    const rows = byRate(invoice.lines).map((row) => ({
      ...row,
      customerGstin: invoice.customerGstin ?? '',
      customerName: invoice.customerName,
      invoiceNumber: invoice.invoiceNumber,
      date: invoice.date,
      invoiceValue: invoice.invoiceTotal,
      placeOfSupply: invoice.placeOfSupply,
    }));
    if (invoice.customerGstin) {
      b2b.push(...rows);
      b2bLines.push(...invoice.lines);
      continue;
    }
    b2cLines.push(...invoice.lines);
    if (interState && invoice.invoiceTotal > B2CL_THRESHOLD) {
      b2cl.push(...rows);
      continue;
    }
    for (const row of rows) {
      const key = `${row.placeOfSupply}|${row.gstRateBps}`;
      const sum = b2cs.get(key);
      b2cs.set(
        key,
        sum
          ? {
              ...sum,
              taxableValue: add(sum.taxableValue, row.taxableValue),
              igst: add(sum.igst, row.igst),
              cgst: add(sum.cgst, row.cgst),
              sgst: add(sum.sgst, row.sgst),
            }
          : {
              placeOfSupply: row.placeOfSupply,
              gstRateBps: row.gstRateBps,
              taxableValue: row.taxableValue,
              igst: row.igst,
              cgst: row.cgst,
              sgst: row.sgst,
            },
      );
    }
  }
  return {
    b2b,
    b2cl,
    b2cs: [...b2cs.values()],
    hsnB2b: hsnSummary(b2bLines),
    hsnB2c: hsnSummary(b2cLines),
    documents: documentsOf(invoices),
  };
}

/** `27-Maharashtra`: a place of supply as GSTR-1's templates write it. */
export function gstr1PlaceOfSupply(code: string): string {
  return `${code}-${gstStateName(code)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `02-Nov-2026`: an invoice date as GSTR-1's templates write it. */
export function gstr1Date(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1] ?? month}-${year}`;
}
