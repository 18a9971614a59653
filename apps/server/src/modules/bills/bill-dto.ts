import {
  chargedTotal,
  DEFAULT_GST_UNIT,
  discountToInput,
  lineDiscountOf,
  orderFieldValues,
  storedDiscount,
  paise,
  paiseToRupees,
  type BillDto,
  type BillGstDto,
  type BillListItemDto,
  type BillTotalsDto,
  type StoredCustomField,
} from '@khatabill/domain';
import type { ShopFieldConfig } from '../shops/shops.repository';
import type { BillItemValues, BillListRow, BillRow, BillTimelineEvent } from './bills.repository';

/**
 * A bill row with its items and timeline as the API shows it (product §14 "Bill"), its
 * custom field values in the order of the shop's `fields`.
 */
export function toBillDto(
  bill: BillRow,
  items: readonly BillItemValues[],
  events: readonly BillTimelineEvent[],
  fields: ShopFieldConfig,
): BillDto {
  // The list's answer, and what only a whole bill carries.
  const listItem = toBillListItemDto(bill);
  const { totals } = listItem;
  return {
    ...listItem,
    customerId: bill.customerId,
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      price: paiseToRupees(item.price),
      productId: item.productId,
      ...lineGstDto(item, bill),
    })),
    payment: {
      mode: bill.paymentMode,
      amountPaid: paiseToRupees(bill.amountPaid),
      totalAmount: totals.finalTotal,
      advanceAmount: totals.advanceAmount,
      discount: toDiscountDto(bill),
    },
    customFields: {
      serviceFields: inConfiguredOrder(fields.serviceFields, bill.serviceFields),
      serviceInfo: inConfiguredOrder(fields.serviceDetails, bill.serviceInfo),
    },
    reminder: bill.reminderEnabled
      ? {
          enabled: true,
          date: bill.reminderDate,
          message: bill.reminderMessage,
          frequency: bill.reminderFrequency,
          nextOn: bill.reminderNextOn,
        }
      : null,
    notes: bill.notes,
    statusTimeline: events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      ...(event.createdBy && {
        createdBy: { _id: event.createdBy, name: event.createdByName ?? '' },
      }),
    })),
    ...billGstDto(bill),
  };
}

/** A registered shop's bill's terms (product §16); nothing for a bill without GST. */
export function billGstDto(bill: BillRow): { gst?: BillGstDto } {
  const { gstRegistration, supplierGstin, placeOfSupply, customerGstin, customerAddress } = bill;
  if (!gstRegistration || !supplierGstin || !placeOfSupply) return {};
  return {
    gst: {
      registration: gstRegistration,
      gstin: supplierGstin,
      placeOfSupply,
      customerGstin,
      customerAddress,
      documentType: gstRegistration === 'regular' ? 'tax_invoice' : 'bill_of_supply',
    },
  };
}

/**
 * A line's GST on a registered shop's bill, with its share of the bill's discount; nothing on
 * a bill without GST.
 */
export function lineGstDto(
  item: Omit<BillItemValues, 'name' | 'productId'>,
  bill: Pick<BillRow, 'pricesIncludeTax'>,
) {
  const { quantity, price, hsn, unit, gstRateBps, taxableValue, cgst, sgst, igst } = item;
  if (
    gstRateBps === null ||
    taxableValue === null ||
    cgst === null ||
    sgst === null ||
    igst === null
  ) {
    return {};
  }
  return {
    hsn,
    unit: unit ?? DEFAULT_GST_UNIT,
    gstRate: gstRateBps / 100,
    taxableValue: paiseToRupees(taxableValue),
    cgst: paiseToRupees(cgst),
    sgst: paiseToRupees(sgst),
    igst: paiseToRupees(igst),
    discount: paiseToRupees(
      lineDiscountOf(
        { value: paise(quantity * price), taxableValue, cgst, sgst, igst },
        bill.pricesIncludeTax ?? true,
      ),
    ),
  };
}

/**
 * `{label: value}` (product §14 "Bill") with its keys in the configured order instead of
 * jsonb's. An object still puts integer-like keys first, so screens order the values
 * themselves with `orderFieldValues` (ADR 006).
 */
function inConfiguredOrder(
  fields: readonly StoredCustomField[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    orderFieldValues(fields, values).map(({ label, value }) => [label, value]),
  );
}

/** A bill as the Bill Book's list shows it (`fields=list`), from the list's columns. */
export function toBillListItemDto(bill: BillListRow): BillListItemDto {
  return {
    _id: bill.id,
    invoiceNumber: bill.invoiceNumber,
    name: bill.customerName,
    customerName: bill.customerName,
    mobile: bill.mobile,
    totals: toTotalsDto(bill),
    status: bill.status,
    shareToken: bill.shareToken,
    createdAt: bill.createdAt.toISOString(),
    ...(bill.createdBy && {
      createdBy: { _id: bill.createdBy, name: bill.createdByName ?? '' },
    }),
  };
}

export function toTotalsDto(bill: BillListRow): BillTotalsDto {
  return {
    itemsTotal: paiseToRupees(bill.itemsTotal),
    discountAmount: paiseToRupees(bill.discountAmount),
    advanceAmount: paiseToRupees(bill.advanceAmount),
    finalTotal: paiseToRupees(bill.finalTotal),
    pending: paiseToRupees(bill.pending),
    toReturn: paiseToRupees(bill.toReturn),
    ...totalsGstDto(bill),
  };
}

/** A registered shop's bill's tax totals; nothing for a bill without GST. */
function totalsGstDto(bill: BillListRow): Partial<BillTotalsDto> {
  const { taxableValue, cgst, sgst, igst, roundOff } = bill;
  if (
    taxableValue === null ||
    cgst === null ||
    sgst === null ||
    igst === null ||
    roundOff === null
  ) {
    return {};
  }
  return {
    taxableValue: paiseToRupees(taxableValue),
    cgst: paiseToRupees(cgst),
    sgst: paiseToRupees(sgst),
    igst: paiseToRupees(igst),
    roundOff: paiseToRupees(roundOff),
    invoiceTotal: paiseToRupees(chargedTotal(bill)),
  };
}

export function toDiscountDto(bill: BillRow): BillDto['payment']['discount'] {
  return discountToInput(storedDiscount(bill.discountType, bill.discountValue));
}

/** Groups rows by bill id, keeping their order. */
export function groupByBill<T extends { billId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.billId);
    if (group) group.push(row);
    else groups.set(row.billId, [row]);
  }
  return groups;
}
