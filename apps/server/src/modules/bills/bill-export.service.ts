import {
  BILL_STATUS_LABELS,
  formatIndianDay,
  paiseToRupees,
  shopDayRange,
  toShopDay,
  type BillExportQuery,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { readBatches } from '../../lib/batches';
import type { CsvRow } from '../../lib/csv';
import { getShop } from '../shops/shops.service';
import { groupByBill } from './bill-dto';
import {
  listBillBatch,
  listItemsOfBills,
  type BillCursor,
  type BillExportRow,
  type BillItemRow,
} from './bills.repository';

export const BILL_CSV_HEADER = [
  'Date',
  'Invoice number',
  'Status',
  'Customer',
  'Mobile',
  'Items',
  'Items total',
  'Discount',
  'Advance',
  'Final total',
  'Amount paid',
  'Pending',
  'To return',
  'Payment mode',
  'Notes',
] as const;

/**
 * The shop's bills of the range (Bill Book order and search, drafts included), one CSV row
 * each with its items in one cell, read a batch at a time: memory stays flat at any count.
 */
export async function* exportBills(
  db: Database,
  { shopId, query }: { shopId: string; query: BillExportQuery },
): AsyncGenerator<CsvRow> {
  const { timeZone } = await getShop(db, { shopId });
  const { start, endExclusive } = shopDayRange(query.from, query.to, timeZone);
  const filter = { shopId, text: query.search || null, start, endExclusive, memberId: null };
  const batches = readBatches<BillExportRow, BillCursor>(
    (after, limit) => listBillBatch(db, { ...filter, after, limit }),
    (row) => ({ createdAt: row.cursorAt, id: row.id }),
  );
  for await (const batch of batches) {
    const billIds = batch.map((row) => row.id);
    const itemsByBill = groupByBill(await listItemsOfBills(db, { shopId, billIds }));
    for (const bill of batch) yield billCsvRow(bill, itemsByBill.get(bill.id) ?? [], timeZone);
  }
}

function billCsvRow(bill: BillExportRow, items: readonly BillItemRow[], timeZone: string): CsvRow {
  return [
    formatIndianDay(toShopDay(bill.createdAt, timeZone)),
    bill.invoiceNumber,
    BILL_STATUS_LABELS[bill.status],
    bill.customerName,
    bill.mobile,
    items
      .map((item) => `${item.name} × ${item.quantity} @ ${paiseToRupees(item.price)}`)
      .join('; '),
    paiseToRupees(bill.itemsTotal),
    paiseToRupees(bill.discountAmount),
    paiseToRupees(bill.advanceAmount),
    paiseToRupees(bill.finalTotal),
    paiseToRupees(bill.amountPaid),
    paiseToRupees(bill.pending),
    paiseToRupees(bill.toReturn),
    bill.paymentMode,
    bill.notes,
  ];
}
