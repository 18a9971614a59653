import { BILL_STATUS_LABELS, type BillStatus } from '@khatabill/domain';

// The label carries the meaning; colour only repeats it.
const STATUS_CLASSES: Record<BillStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  under_service: 'bg-amber-50 text-amber-900 ring-amber-300',
  completed: 'bg-green-50 text-green-900 ring-green-300',
};

export function BillStatusBadge({ status }: { status: BillStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${STATUS_CLASSES[status]}`}
    >
      {BILL_STATUS_LABELS[status]}
    </span>
  );
}
