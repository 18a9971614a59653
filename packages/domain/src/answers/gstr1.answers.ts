import { z } from 'zod/mini';
import { summaryQuery } from '../schemas/range.schemas';
import { dataResponse, rupeesDto } from './shared';

// `GET /gst/gstr1?from&to` (product §16): a period's GSTR-1 tables, amounts in rupees, rates
// in percent, places of supply as the return writes them (`27-Maharashtra`).

const rateAmounts = {
  rate: z.number(),
  taxableValue: rupeesDto,
  igst: rupeesDto,
  cgst: rupeesDto,
  sgst: rupeesDto,
};

const invoiceRow = {
  invoiceNumber: z.string(),
  /** `YYYY-MM-DD`, India's day. */
  invoiceDate: z.string(),
  invoiceValue: rupeesDto,
  placeOfSupply: z.string(),
  ...rateAmounts,
};

const hsnRow = z.object({
  hsn: z.string(),
  unit: z.string(),
  quantity: z.number(),
  totalValue: rupeesDto,
  ...rateAmounts,
});

export const gstr1Dto = z.object({
  from: z.string(),
  to: z.string(),
  b2b: z.array(
    z.object({
      customerGstin: z.string(),
      customerName: z.string(),
      reverseCharge: z.literal('N'),
      ...invoiceRow,
    }),
  ),
  b2cl: z.array(z.object(invoiceRow)),
  b2cs: z.array(z.object({ placeOfSupply: z.string(), ...rateAmounts })),
  hsnB2b: z.array(hsnRow),
  hsnB2c: z.array(hsnRow),
  documents: z.array(
    z.object({
      series: z.string(),
      first: z.string(),
      last: z.string(),
      count: z.number(),
      cancelled: z.number(),
    }),
  ),
});
export type Gstr1Dto = z.infer<typeof gstr1Dto>;
export const gstr1Response = dataResponse(gstr1Dto);

/** The tables a CSV can be asked for, named as the offline tool's sheets. */
export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'hsn_b2b', 'hsn_b2c', 'docs'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

/** `GET /gst/gstr1.csv?from&to&table`. */
export const gstr1CsvQuery = z.extend(summaryQuery, {
  table: z.enum(GSTR1_TABLES),
});
