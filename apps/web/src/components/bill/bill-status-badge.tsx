import type { BillStatus } from '@khatabill/domain';
import { billStatusMessages } from '../../i18n/domain-messages';
import { useMessages } from '../../i18n/use-messages';

// The label carries the meaning; colour only repeats it.
const STATUS_CLASSES: Record<BillStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  under_service: 'bg-amber-50 text-amber-900 ring-amber-300',
  completed: 'bg-green-50 text-green-900 ring-green-300',
};

export function BillStatusBadge({ status }: { status: BillStatus }) {
  const statuses = useMessages(billStatusMessages);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${STATUS_CLASSES[status]}`}
    >
      {statuses[status]}
    </span>
  );
}
