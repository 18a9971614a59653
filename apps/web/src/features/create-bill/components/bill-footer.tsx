import { BILL_STATUS_LABELS, formatRupees, type BillStatus } from '@khatabill/domain';
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { useLiveTotals } from '../hooks/use-live-totals';
import { ScanPayDialog } from './scan-pay-dialog';

type BillFooterProps = {
  /** The stored status of the bill being edited, null for a new bill. */
  savedStatus: BillStatus | null;
  hasService: boolean;
  /** The status being saved right now, if any. */
  savingStatus: BillStatus | null;
  onSave: (status: BillStatus) => void;
  upiId: string;
  shopName: string;
};

type SaveAction = { status: BillStatus; label: string; variant: ButtonVariant };

/**
 * Spec §2: On Hold (not for a bill already Pending), Pending (service shops only) and
 * Save & Done.
 */
function saveActions(savedStatus: BillStatus | null, hasService: boolean): SaveAction[] {
  const actions: SaveAction[] = [];
  if (savedStatus !== 'under_service') {
    actions.push({ status: 'draft', label: BILL_STATUS_LABELS.draft, variant: 'secondary' });
  }
  if (hasService) {
    actions.push({
      status: 'under_service',
      label: BILL_STATUS_LABELS.under_service,
      variant: 'secondary',
    });
  }
  actions.push({ status: 'completed', label: 'Save & Done', variant: 'primary' });
  return actions;
}

function QrIcon() {
  return (
    <svg
      className="size-6"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
    </svg>
  );
}

/** Always in reach at the bottom of the screen: the final total, Scan & Pay and the saves. */
export function BillFooter({
  savedStatus,
  hasService,
  savingStatus,
  onSave,
  upiId,
  shopName,
}: BillFooterProps) {
  const totals = useLiveTotals();
  const [isScanPayOpen, setIsScanPayOpen] = useState(false);
  const actions = saveActions(savedStatus, hasService);
  return (
    <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-3 md:bottom-0">
      <div className="flex items-center justify-between gap-3">
        <p className="text-lg font-semibold">
          Final Total: {totals ? formatRupees(totals.finalTotal) : '—'}
        </p>
        <button
          type="button"
          aria-label="Scan & Pay"
          aria-haspopup="dialog"
          disabled={!totals}
          onClick={() => setIsScanPayOpen(true)}
          className="flex size-11 items-center justify-center rounded-lg border border-slate-300 text-slate-900 hover:bg-slate-50"
        >
          <QrIcon />
        </button>
      </div>
      <div className={`grid gap-2 ${actions.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
        {actions.map((action) => (
          <Button
            key={action.status}
            variant={action.variant}
            className="px-2"
            isLoading={savingStatus === action.status}
            disabled={savingStatus !== null}
            onClick={() => onSave(action.status)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {totals && (
        <ScanPayDialog
          open={isScanPayOpen}
          onClose={() => setIsScanPayOpen(false)}
          upiId={upiId}
          shopName={shopName}
          totals={totals}
        />
      )}
    </div>
  );
}
