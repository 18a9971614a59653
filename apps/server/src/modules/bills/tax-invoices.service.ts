import {
  chargedTotal,
  DEFAULT_GST_UNIT,
  parseGstin,
  shopDayRange,
  toShopDay,
  ZERO_PAISE,
  type Gstr1Invoice,
} from '@khatabill/domain';
import type { Database } from '../../db/client';
import { groupByBill } from './bill-dto';
import { listItemsOfBills, listTaxInvoiceRows } from './bills.repository';

/**
 * A registered shop's tax invoices of a period of its days (product §16), with their lines'
 * tax as each was computed at its save: what GSTR-1 is made of.
 */
export async function listTaxInvoices(
  db: Database,
  { shopId, timeZone, from, to }: { shopId: string; timeZone: string; from: string; to: string },
): Promise<Gstr1Invoice[]> {
  const rows = await listTaxInvoiceRows(db, { shopId, ...shopDayRange(from, to, timeZone) });
  const billIds = rows.map((row) => row.id);
  const itemsByBill = groupByBill(await listItemsOfBills(db, { shopId, billIds }));
  return rows.map((bill) => {
    const supplier = parseGstin(bill.supplierGstin ?? '');
    return {
      invoiceNumber: bill.invoiceNumber,
      date: toShopDay(bill.createdAt, timeZone),
      customerName: bill.customerName,
      customerGstin: bill.customerGstin,
      placeOfSupply: bill.placeOfSupply ?? '',
      supplierState: supplier.ok ? supplier.stateCode : '',
      invoiceTotal: chargedTotal(bill),
      lines: (itemsByBill.get(bill.id) ?? []).map((item) => ({
        hsn: item.hsn ?? '',
        unit: item.unit ?? DEFAULT_GST_UNIT,
        quantity: item.quantity,
        gstRateBps: item.gstRateBps ?? 0,
        taxableValue: item.taxableValue ?? item.price,
        cgst: item.cgst ?? ZERO_PAISE,
        sgst: item.sgst ?? ZERO_PAISE,
        igst: item.igst ?? ZERO_PAISE,
      })),
    };
  });
}
