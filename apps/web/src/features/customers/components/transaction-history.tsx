import { formatRupeeNumber, LEDGER_ENTRY_LABELS, type LedgerEntryDto } from '@khatabill/domain';
import { formatBillDate } from '../../../lib/format';

const TYPE_CLASSES = { credit: 'text-green-700', debit: 'text-red-700' } as const;

/** Khata entries newest first (as answered). Entries a bill posted name its invoice. */
export function TransactionHistory({ entries }: { entries: LedgerEntryDto[] }) {
  if (entries.length === 0) return <p className="text-slate-600">No transactions yet</p>;
  return (
    <ol aria-label="Transaction history" className="flex flex-col divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry._id} className="flex items-start justify-between gap-3 py-2">
          <div className="flex min-w-0 flex-col">
            <span className={`font-medium ${TYPE_CLASSES[entry.type]}`}>
              {LEDGER_ENTRY_LABELS[entry.type]}
            </span>
            <time dateTime={entry.date} className="text-sm text-slate-600">
              {formatBillDate(entry.date)}
            </time>
            {entry.invoiceNumber && (
              <span className="text-sm text-slate-600">Bill {entry.invoiceNumber}</span>
            )}
            {entry.note && <span className="text-sm break-words text-slate-800">{entry.note}</span>}
          </div>
          <span className={`font-semibold whitespace-nowrap ${TYPE_CLASSES[entry.type]}`}>
            {formatRupeeNumber(entry.amount)}
          </span>
        </li>
      ))}
    </ol>
  );
}
