import { formatRupeeNumber, type BillListItemDto } from '@khatabill/domain';
import { useId, useState } from 'react';
import { formatBillDate } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { BillActions } from '../../../components/bill/bill-actions';
import { BillDetails } from '../../../components/bill/bill-details';
import { BillMaker } from '../../../components/bill/bill-maker';
import { BillStatusBadge } from '../../../components/bill/bill-status-badge';
import { QueryStatus } from '../../../components/ui/query-status';
import { useMessages } from '../../../i18n/use-messages';
import { useBill } from '../../../lib/get-bill';
import { billBookMessages, billCardMessages } from '../messages';

type BillCardProps = {
  bill: BillListItemDto;
  onShare: (bill: BillListItemDto) => void;
  /** Mark Completed: the page asks for the payment first. */
  onComplete: (bill: BillListItemDto) => void;
};

/**
 * One bill: a summary that opens its details, and what may be done with it. The
 * list answers the summary only: the whole bill is loaded when its details are opened.
 */
export function BillCard({ bill, onShare, onComplete }: BillCardProps) {
  const t = useMessages(billCardMessages);
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  // A screen's choice, not a status rule: Mark Completed finishes a Pending bill here, while an
  // On Hold one is finished in Create Bill, where its payment is typed.
  const canComplete = bill.status === 'under_service';

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white">
      {/*
        An accordion's heading (WAI-ARIA): each bill is a level-2 heading under the page's
        title, so the details' level-3 headings follow in order.
      */}
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex min-h-11 w-full flex-col gap-1 p-4 text-left"
        >
          <span className="flex w-full items-center justify-between gap-2">
            <span id={titleId} className="font-semibold break-all">
              {bill.invoiceNumber}
            </span>
            <BillStatusBadge status={bill.status} />
          </span>
          <span className="flex w-full items-baseline justify-between gap-2">
            <span className="min-w-0 break-words">{bill.customerName}</span>
            <span className="font-semibold whitespace-nowrap">
              {formatRupeeNumber(bill.totals.finalTotal)}
            </span>
          </span>
          <span className="flex w-full items-center justify-between gap-2 text-sm text-slate-600">
            <span className="min-w-0">
              <time dateTime={bill.createdAt}>{formatBillDate(bill.createdAt)}</time>
              <BillMaker createdBy={bill.createdBy} className="block" />
            </span>
            <span className="inline-flex items-center gap-1">
              {t.details}
              <ChevronDownIcon
                className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
              />
            </span>
          </span>
        </button>
      </h2>
      <div id={detailsId} hidden={!isOpen} className="border-t border-slate-200 px-4 py-4">
        {isOpen && <OpenedBill billId={bill._id} />}
      </div>
      <BillActions bill={bill} onShare={onShare}>
        {canComplete && (
          <Button className="flex-1" aria-haspopup="dialog" onClick={() => onComplete(bill)}>
            {t.markCompleted}
          </Button>
        )}
      </BillActions>
    </article>
  );
}

/** The opened bill's details, loaded once and kept in the cache (Edit opens it at once too). */
function OpenedBill({ billId }: { billId: string }) {
  const t = useMessages(billBookMessages);
  const bill = useBill(billId);
  if (!bill.isSuccess) return <QueryStatus query={bill} loadingText={t.loading} />;
  return <BillDetails bill={bill.data} />;
}
