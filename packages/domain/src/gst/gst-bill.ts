import { discountAmountOf, type BillDiscount } from '../bills/discount';
import { paise, type Paise } from '../money/paise';

// A bill's GST, in integer paise, the same on the server and the phone. Every part adds up
// exactly: the lines' discounts to the bill's discount, each line's taxable value and tax to
// what it charges, CGST and SGST to the tax, and the lines to the totals. A tax invoice shows
// each line's taxable value after its discount, rate and tax (CGST Rules 2017, Rule 46).

export type GstBillLine = { quantity: number; price: Paise; gstRateBps: number };

export type GstBillInput = {
  lines: readonly GstBillLine[];
  discount: BillDiscount;
  /** Prices as entered include the tax (MRP), or the tax is added on top. */
  pricesIncludeTax: boolean;
  /** Supplied to another state: IGST; within the shop's state: CGST and SGST. */
  interState: boolean;
  /** False for a composition or unregistered shop: no tax at all. */
  taxed: boolean;
};

export type GstLineAmounts = {
  /** Price × quantity, as entered. */
  value: Paise;
  /** The line's share of the bill's discount. */
  discount: Paise;
  taxableValue: Paise;
  gstRateBps: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
};

export type GstBillAmounts = {
  lines: GstLineAmounts[];
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  totalTax: Paise;
  /** Taxable value plus tax, before rounding. */
  exactTotal: Paise;
  /** Invoice total − exact total (CGST Act, Section 170): −49 to +50, 50 paise rounding up. */
  roundOff: Paise;
  /** Rounded to the rupee. */
  invoiceTotal: Paise;
};

const BPS = 10_000n;

/** a / b rounded half up, for a ≥ 0 and b > 0. */
function divideHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

function toPaise(value: bigint): Paise {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('Amount is too large');
  }
  return paise(Number(value));
}

/**
 * The bill's discount over its lines in proportion to their values, by largest remainder:
 * each line gets its share rounded down, and the paise left go to the lines that lost most
 * in the rounding (the earlier line on a tie), so the shares add up to the discount exactly.
 */
export function spreadDiscount(values: readonly bigint[], discount: bigint): bigint[] {
  const total = values.reduce((sum, value) => sum + value, 0n);
  if (total === 0n || discount === 0n) return values.map(() => 0n);
  const shares = values.map((value) => (discount * value) / total);
  let left = discount - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = values
    .map((value, index) => ({ index, remainder: (discount * value) % total }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

/** The taxable value and tax of what a line charges after its discount. */
function taxOf(net: bigint, rateBps: number, { pricesIncludeTax, taxed }: GstBillInput) {
  const rate = BigInt(rateBps);
  if (!taxed || rate === 0n) return { taxable: net, tax: 0n };
  if (pricesIncludeTax) {
    const taxable = divideHalfUp(net * BPS, BPS + rate);
    return { taxable, tax: net - taxable };
  }
  return { taxable: net, tax: divideHalfUp(net * rate, BPS) };
}

export function computeGstBill(input: GstBillInput): GstBillAmounts {
  const values = input.lines.map((line) => BigInt(line.quantity) * BigInt(line.price));
  const itemsTotal = values.reduce((sum, value) => sum + value, 0n);
  const shares = spreadDiscount(values, discountAmountOf(itemsTotal, input.discount));
  const sums = { taxable: 0n, cgst: 0n, sgst: 0n, igst: 0n };
  const lines = input.lines.map((line, index): GstLineAmounts => {
    const value = values[index] ?? 0n;
    const share = shares[index] ?? 0n;
    const { taxable, tax } = taxOf(value - share, line.gstRateBps, input);
    // Half each within the state; an odd paisa goes to CGST.
    const sgst = input.interState ? 0n : tax / 2n;
    const cgst = input.interState ? 0n : tax - sgst;
    const igst = input.interState ? tax : 0n;
    sums.taxable += taxable;
    sums.cgst += cgst;
    sums.sgst += sgst;
    sums.igst += igst;
    return {
      value: toPaise(value),
      discount: toPaise(share),
      taxableValue: toPaise(taxable),
      gstRateBps: line.gstRateBps,
      cgst: toPaise(cgst),
      sgst: toPaise(sgst),
      igst: toPaise(igst),
    };
  });
  const totalTax = sums.cgst + sums.sgst + sums.igst;
  const exactTotal = sums.taxable + totalTax;
  const invoiceTotal = divideHalfUp(exactTotal, 100n) * 100n;
  return {
    lines,
    taxableValue: toPaise(sums.taxable),
    cgst: toPaise(sums.cgst),
    sgst: toPaise(sums.sgst),
    igst: toPaise(sums.igst),
    totalTax: toPaise(totalTax),
    exactTotal: toPaise(exactTotal),
    roundOff: toPaise(invoiceTotal - exactTotal),
    invoiceTotal: toPaise(invoiceTotal),
  };
}

/**
 * A stored line's share of the bill's discount, from what a tax invoice keeps of it: its value
 * less its taxable value, and less its tax when the prices included it.
 */
export function lineDiscountOf(
  line: Pick<GstLineAmounts, 'value' | 'taxableValue' | 'cgst' | 'sgst' | 'igst'>,
  pricesIncludeTax: boolean,
): Paise {
  const tax = pricesIncludeTax ? line.cgst + line.sgst + line.igst : 0;
  return paise(line.value - line.taxableValue - tax);
}

export type HsnLine = {
  hsn: string;
  /** Printed beside the HSN; a row keeps the first line's. */
  description?: string;
  unit: string;
  quantity: number;
  gstRateBps: number;
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
};

export type HsnSummaryRow = HsnLine & { totalValue: Paise };

const add = (a: Paise, b: Paise) => paise(a + b);

/**
 * The HSN-wise summary of an invoice and of GSTR-1 (its table 12): the lines of one HSN, unit
 * and rate added up, the rows in the order their first line appears.
 */
export function hsnSummary(lines: readonly HsnLine[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const line of lines) {
    const key = `${line.hsn}|${line.unit}|${line.gstRateBps}`;
    const lineTotal = paise(line.taxableValue + line.cgst + line.sgst + line.igst);
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        hsn: line.hsn,
        ...(line.description === undefined ? {} : { description: line.description }),
        unit: line.unit,
        quantity: line.quantity,
        gstRateBps: line.gstRateBps,
        taxableValue: line.taxableValue,
        cgst: line.cgst,
        sgst: line.sgst,
        igst: line.igst,
        totalValue: lineTotal,
      });
      continue;
    }
    row.quantity += line.quantity;
    row.taxableValue = add(row.taxableValue, line.taxableValue);
    row.cgst = add(row.cgst, line.cgst);
    row.sgst = add(row.sgst, line.sgst);
    row.igst = add(row.igst, line.igst);
    row.totalValue = add(row.totalValue, lineTotal);
  }
  return [...rows.values()];
}
