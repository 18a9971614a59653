import { paiseToRupees, type BillDto, type BillTotalsDto } from '@khatabill/domain';
import type { BillEventRow, BillItemRow, BillRow } from './bills.repository';

/** A bill row with its items and timeline as the API shows it (DESIGN.md §7 "Bill"). */
export function toBillDto(
  bill: BillRow,
  items: readonly BillItemRow[],
  events: readonly BillEventRow[],
): BillDto {
  const totals = toTotalsDto(bill);
  return {
    _id: bill.id,
    invoiceNumber: bill.invoiceNumber,
    name: bill.customerName,
    customerName: bill.customerName,
    mobile: bill.mobile,
    customerId: bill.customerId,
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      price: paiseToRupees(item.price),
      productId: item.productId,
    })),
    payment: {
      mode: bill.paymentMode,
      amountPaid: paiseToRupees(bill.amountPaid),
      totalAmount: totals.finalTotal,
      advanceAmount: totals.advanceAmount,
      discount: toDiscountDto(bill),
    },
    totals,
    customFields: { serviceFields: bill.serviceFields, serviceInfo: bill.serviceInfo },
    reminder: bill.reminderEnabled
      ? {
          enabled: true,
          date: bill.reminderDate,
          message: bill.reminderMessage,
          frequency: bill.reminderFrequency,
        }
      : null,
    notes: bill.notes,
    status: bill.status,
    statusTimeline: events.map((event) => ({ status: event.status, at: event.at.toISOString() })),
    shareToken: bill.shareToken,
    createdAt: bill.createdAt.toISOString(),
  };
}

export function toTotalsDto(bill: BillRow): BillTotalsDto {
  return {
    itemsTotal: paiseToRupees(bill.itemsTotal),
    discountAmount: paiseToRupees(bill.discountAmount),
    advanceAmount: paiseToRupees(bill.advanceAmount),
    finalTotal: paiseToRupees(bill.finalTotal),
    pending: paiseToRupees(bill.pending),
    toReturn: paiseToRupees(bill.toReturn),
  };
}

/** Rupees for an amount discount, percent (basis points / 100) for a percent one. */
export function toDiscountDto(bill: BillRow): BillDto['payment']['discount'] {
  return { type: bill.discountType, value: bill.discountValue / 100 };
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
