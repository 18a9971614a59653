import type { BillDto } from '@khatabill/domain';
import { BillActions } from '../../../components/bill/bill-actions';
import { BillDetails } from '../../../components/bill/bill-details';
import { BillStatusBadge } from '../../../components/bill/bill-status-badge';
import { formatBillDate } from '../../../lib/format';
import { BillReminder } from './bill-reminder';

type ViewedBillProps = { bill: BillDto; onShare: (bill: BillDto) => void };

/** The whole bill, read-only: customer and status, its details and reminder, Edit and Share. */
export function ViewedBill({ bill, onShare }: ViewedBillProps) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white">
      <header className="flex flex-col gap-1 p-4">
        <div className="flex items-start justify-between gap-2">
          {/* Level 2 under the page's title, so the details' level-3 headings follow in order. */}
          <h2 className="text-lg font-semibold break-words">{bill.customerName}</h2>
          <BillStatusBadge status={bill.status} />
        </div>
        <p className="text-slate-700">{bill.mobile}</p>
        <p className="text-sm text-slate-600">
          <time dateTime={bill.createdAt}>{formatBillDate(bill.createdAt)}</time>
        </p>
      </header>
      <div className="flex flex-col gap-4 border-t border-slate-200 p-4">
        <BillDetails bill={bill} />
        <BillReminder reminder={bill.reminder} />
      </div>
      <BillActions bill={bill} onShare={onShare} />
    </article>
  );
}
