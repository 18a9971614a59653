import { canEditBill, canShareBill, type BillDto } from '@khatabill/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../i18n/use-messages';
import { Button, buttonClasses } from '../ui/button';
import { billActionsMessages } from './messages';

/** What the buttons read: a list's item will do, not only a whole bill. */
type ActionableBill = Pick<BillDto, '_id' | 'status' | 'shareToken'>;

type BillActionsProps<Bill extends ActionableBill> = {
  bill: Bill;
  onShare: (bill: Bill) => void;
  /** The screen's own actions after Edit and Share Bill (Bill Book's Mark Completed). */
  children?: ReactNode;
};

/**
 * What may be done with a bill (product §4 "Bill status"): Edit while On Hold or Pending (in
 * Create Bill), Share Bill once it has a public receipt. A row under the bill; nothing when
 * none applies.
 */
export function BillActions<Bill extends ActionableBill>({
  bill,
  onShare,
  children,
}: BillActionsProps<Bill>) {
  const t = useMessages(billActionsMessages);
  const canEdit = canEditBill(bill.status);
  const canShare = canShareBill(bill.status) && bill.shareToken !== null;
  if (!canEdit && !canShare && !children) return null;
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 px-4 py-3">
      {canEdit && (
        <Link
          to={`/create-bill?billId=${encodeURIComponent(bill._id)}`}
          className={buttonClasses('secondary', 'flex-1')}
        >
          {t.edit}
        </Link>
      )}
      {canShare && (
        <Button variant="secondary" className="flex-1" onClick={() => onShare(bill)}>
          {t.shareBill}
        </Button>
      )}
      {children}
    </div>
  );
}
