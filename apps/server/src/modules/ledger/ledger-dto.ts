import { paiseToRupees, type LedgerEntryDto } from '@khatabill/domain';
import type { LedgerEntryWithInvoice } from './ledger.repository';

export function toLedgerEntryDto(row: LedgerEntryWithInvoice): LedgerEntryDto {
  return {
    _id: row.id,
    type: row.type,
    amount: paiseToRupees(row.amount),
    date: row.createdAt.toISOString(),
    note: row.note,
    billId: row.billId,
    invoiceNumber: row.invoiceNumber,
    ...(row.createdBy && { createdBy: { _id: row.createdBy, name: row.createdByName ?? '' } }),
  };
}
