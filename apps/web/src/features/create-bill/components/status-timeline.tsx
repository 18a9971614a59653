import type { BillDto, BillStatus } from '@khatabill/domain';
import { useMessages } from '../../../i18n/use-messages';
import { formatBillDate } from '../../../lib/format';
import { billFormMessages } from '../messages';

const LINE_TEXTS = {
  draft: 'createdOn',
  under_service: 'movedToPending',
  completed: 'completedOn',
} as const satisfies Record<BillStatus, 'createdOn' | 'movedToPending' | 'completedOn'>;

/** When the bill being edited was created and moved on (product §2). */
export function StatusTimeline({ timeline }: { timeline: BillDto['statusTimeline'] }) {
  const t = useMessages(billFormMessages);
  if (timeline.length === 0) return null;
  return (
    <ol
      aria-label={t.statusTimeline}
      className="flex flex-col gap-1 border-l-2 border-brand-600 pl-3 text-sm"
    >
      {timeline.map((entry) => (
        <li key={`${entry.status}-${entry.at}`}>
          {t[LINE_TEXTS[entry.status]]({ date: formatBillDate(entry.at) })}
        </li>
      ))}
    </ol>
  );
}
