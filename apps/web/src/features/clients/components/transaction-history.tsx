import { formatRupeeNumber, type LedgerEntryDto } from '@khatabill/domain';
import { ledgerMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { formatBillDate } from '../../../lib/format';
import { customerDetailsMessages } from '../messages';

const TYPE_CLASSES = { credit: 'text-green-700', debit: 'text-red-700' } as const;
const ENTRY_KEYS = { credit: 'entryCredit', debit: 'entryDebit' } as const;

/** Khata entries newest first (as answered). Entries a bill posted name its invoice. */
export function TransactionHistory({ entries }: { entries: LedgerEntryDto[] }) {
  const t = useMessages(customerDetailsMessages);
  const ledger = useMessages(ledgerMessages);
  if (entries.length === 0) return <p className="text-slate-600">{t.noTransactions}</p>;
  return (
    <ol aria-label={t.history} className="flex flex-col divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry._id} className="flex items-start justify-between gap-3 py-2">
          <div className="flex min-w-0 flex-col">
            <span className={`font-medium ${TYPE_CLASSES[entry.type]}`}>
              {ledger[ENTRY_KEYS[entry.type]]}
            </span>
            <time dateTime={entry.date} className="text-sm text-slate-600">
              {formatBillDate(entry.date)}
            </time>
            {entry.invoiceNumber && (
              <span className="text-sm text-slate-600">
                {t.bill({ invoice: entry.invoiceNumber })}
              </span>
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
