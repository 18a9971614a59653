import {
  AppError,
  billTotalsWithGst,
  DEFAULT_GST_UNIT,
  isGstRateOn,
  MESSAGES,
  parseGstin,
  percentToBasisPoints,
  placeOfSupplyOf,
  type BillGstTerms,
  type BillTotals,
  type BillTotalsInput,
  type GstSettings,
} from '@khatabill/domain';
import type { ProductGst } from '../products/products.service';
import type { BillBody } from './bills.schema';
import type { BillItemValues, BillRow, BillValues } from './bills.repository';

// A registered shop's bill (product §16): how it is taxed, from the shop's settings as they
// are at the save and from the bill's request, and what it stores so that it stays the bill
// it was made as when the settings change later.

/** How a registered shop's bill is taxed, as its columns keep it. */
export type BillGst = Pick<
  BillValues,
  | 'gstRegistration'
  | 'supplierGstin'
  | 'customerGstin'
  | 'customerAddress'
  | 'placeOfSupply'
  | 'pricesIncludeTax'
>;

/** Every GST column of a bill: its terms, and its tax as computed at the save. */
export type BillGstColumns = Pick<
  BillValues,
  keyof BillGst | 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'roundOff'
>;

/** The GST columns of a bill without GST. */
const NO_GST: BillGstColumns = {
  gstRegistration: null,
  supplierGstin: null,
  customerGstin: null,
  customerAddress: null,
  placeOfSupply: null,
  pricesIncludeTax: null,
  taxableValue: null,
  cgst: null,
  sgst: null,
  igst: null,
  roundOff: null,
};

const NO_LINE_GST = {
  hsn: null,
  unit: null,
  gstRateBps: null,
  taxableValue: null,
  cgst: null,
  sgst: null,
  igst: null,
} satisfies Partial<BillItemValues>;

/**
 * The bill's GST terms: a registered shop's GSTIN, the customer's (a B2B bill) and address,
 * and the place of supply: the customer's state by their GSTIN, else the state chosen, else
 * the shop's. Null for a shop without GST, whatever the request says.
 */
export function billGstOf(shop: GstSettings | null, input: BillBody['gst']): BillGst | null {
  if (!shop || shop.registration === 'none') return null;
  const customerGstin = input?.customerGstin.gstin || null;
  const placeOfSupply = placeOfSupplyOf(
    input?.customerGstin.stateCode ?? '',
    input?.placeOfSupply,
    shop.stateCode,
  );
  return {
    gstRegistration: shop.registration,
    supplierGstin: shop.gstin,
    customerGstin,
    customerAddress: input?.customerAddress || null,
    placeOfSupply,
    pricesIncludeTax: shop.pricesIncludeTax,
  };
}

/** The terms a stored bill was taxed on; undefined for a bill without GST. */
export function storedGstTerms(bill: BillGst): BillGstTerms | undefined {
  if (!bill.gstRegistration || !bill.supplierGstin) return undefined;
  const shopState = parseGstin(bill.supplierGstin);
  return {
    pricesIncludeTax: bill.pricesIncludeTax ?? true,
    interState: shopState.ok && bill.placeOfSupply !== shopState.stateCode,
    taxed: bill.gstRegistration === 'regular',
  };
}

/**
 * Each line's HSN, unit and rate: as sent, else its product's, else the shop's defaults. A
 * regular shop's rates must be in force on the bill's day; a composition shop's lines carry
 * none (it collects no tax).
 */
export function gstLinesOf(
  input: BillBody,
  {
    shop,
    products,
    today,
  }: { shop: GstSettings; products: readonly (ProductGst | null)[]; today: string },
): Pick<BillItemValues, 'hsn' | 'unit' | 'gstRateBps'>[] {
  const errors: Record<string, string> = {};
  const lines = input.items.map((item, index) => {
    const product = products[index] ?? null;
    const rate =
      item.gstRate != null
        ? percentToBasisPoints(item.gstRate)
        : (product?.gstRateBps ?? shop.defaultRateBps);
    if (shop.registration === 'regular' && !isGstRateOn(rate, today)) {
      errors[`items.${index}.gstRate`] = MESSAGES.gstRateInvalid;
    }
    return {
      hsn: item.hsn || product?.hsn || shop.defaultHsn || null,
      unit: item.unit ?? product?.unit ?? DEFAULT_GST_UNIT,
      gstRateBps: shop.registration === 'regular' ? rate : 0,
    };
  });
  const [first] = Object.values(errors);
  if (first) throw new AppError('VALIDATION', first, { errors });
  return lines;
}

/**
 * The bill's totals, and the GST columns of the bill and of each line: for a bill without
 * GST, the totals it always had and nulls.
 */
export function taxedBill(
  money: Omit<BillTotalsInput, 'items' | 'gst'>,
  items: readonly Omit<BillItemValues, keyof typeof NO_LINE_GST>[],
  gst: {
    bill: BillGst;
    lines: readonly Pick<BillItemValues, 'hsn' | 'unit' | 'gstRateBps'>[];
  } | null,
): { totals: BillTotals; columns: BillGstColumns; items: BillItemValues[] } {
  const terms = gst ? storedGstTerms(gst.bill) : undefined;
  const { totals, gst: taxes } = billTotalsWithGst({
    ...money,
    items: items.map((item, index) => ({
      quantity: item.quantity,
      price: item.price,
      gstRateBps: gst?.lines[index]?.gstRateBps ?? 0,
    })),
    gst: terms,
  });
  if (!gst || !taxes) {
    return { totals, columns: NO_GST, items: items.map((item) => ({ ...item, ...NO_LINE_GST })) };
  }
  return {
    totals,
    columns: {
      ...gst.bill,
      taxableValue: taxes.taxableValue,
      cgst: taxes.cgst,
      sgst: taxes.sgst,
      igst: taxes.igst,
      roundOff: taxes.roundOff,
    },
    items: items.map((item, index) => {
      const line = taxes.lines[index];
      const taxed = gst.lines[index];
      if (!line || !taxed) throw new Error('a bill line lost its GST');
      return {
        ...item,
        ...taxed,
        taxableValue: line.taxableValue,
        cgst: line.cgst,
        sgst: line.sgst,
        igst: line.igst,
      };
    }),
  };
}

/** A stored bill's GST columns, as a save that keeps its terms writes them again. */
export function storedBillGst(bill: BillRow): BillGst | null {
  if (!bill.gstRegistration) return null;
  const { gstRegistration, supplierGstin, customerGstin, customerAddress } = bill;
  const { placeOfSupply, pricesIncludeTax } = bill;
  return {
    gstRegistration,
    supplierGstin,
    customerGstin,
    customerAddress,
    placeOfSupply,
    pricesIncludeTax,
  };
}
