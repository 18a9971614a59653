import type { BillDto, BillStatus } from '@khatabill/domain';
import { formatBillDate } from '../../../lib/format';

const LINE_LABELS = {
  draft: 'Created on',
  under_service: 'Moved to Pending',
  completed: 'Completed',
} as const satisfies Record<BillStatus, string>;

/** When the bill being edited was created and moved on (spec §2). */
export function StatusTimeline({ timeline }: { timeline: BillDto['statusTimeline'] }) {
  if (timeline.length === 0) return null;
  return (
    <ol
      aria-label="Status timeline"
      className="flex flex-col gap-1 border-l-2 border-brand-600 pl-3 text-sm"
    >
      {timeline.map((entry) => (
        <li key={`${entry.status}-${entry.at}`}>
          {LINE_LABELS[entry.status]} {formatBillDate(entry.at)}
        </li>
      ))}
    </ol>
  );
}
