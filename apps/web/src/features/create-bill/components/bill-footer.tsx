import type { BillStatus } from '@khatabill/domain';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { billStatusMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { billSaveMessages } from '../messages';
import { useLiveTotals } from '../hooks/use-live-totals';

// Opened only by a tap: the dialog and the QR generator load once the form has shown (ADR 014).
const ScanPayDialog = lazy(() =>
  import('./scan-pay-dialog').then(({ ScanPayDialog }) => ({ default: ScanPayDialog })),
);

type BillFooterProps = {
  /** Whether On Hold is among the saves (not for a bill already Pending). */
  offersOnHold: boolean;
  hasService: boolean;
  /** The status being saved right now, if any. */
  savingStatus: BillStatus | null;
  onSave: (status: BillStatus) => void;
  upiId: string;
  shopName: string;
};

type SaveAction = { status: BillStatus; label: string; variant: ButtonVariant };

/**
 * Product §2: On Hold (not for a bill already Pending), Pending (service shops only) and
 * Save & Done.
 */
function saveActions(
  offersOnHold: boolean,
  hasService: boolean,
  labels: Record<BillStatus, string>,
): SaveAction[] {
  const actions: SaveAction[] = [];
  if (offersOnHold) {
    actions.push({ status: 'draft', label: labels.draft, variant: 'secondary' });
  }
  if (hasService) {
    actions.push({ status: 'under_service', label: labels.under_service, variant: 'secondary' });
  }
  actions.push({ status: 'completed', label: labels.completed, variant: 'primary' });
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

/**
 * The save buttons and Scan & Pay in one row, fixed above the bottom navigation (at the very
 * bottom while typing, when the navigation steps aside), so it never moves with the
 * content: not on the short payment-method step, not under a dialog.
 */
export function BillFooter({
  offersOnHold,
  hasService,
  savingStatus,
  onSave,
  upiId,
  shopName,
}: BillFooterProps) {
  const t = useMessages(billSaveMessages);
  const statuses = useMessages(billStatusMessages);
  const totals = useLiveTotals();
  const [isScanPayOpen, setIsScanPayOpen] = useState(false);
  // Completing is "Save & Done" here, not the status's name.
  const actions = saveActions(offersOnHold, hasService, {
    ...statuses,
    completed: t.saveAndDone,
  });
  return (
    <div
      role="group"
      aria-label={t.saveBill}
      // Back above the navigation only with it (see BottomBar), not under a finger mid-tap.
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 border-t border-slate-200 bg-white transition-[bottom] delay-300 duration-0 typing:bottom-0 typing:delay-0 md:bottom-0"
    >
      <div className="mx-auto flex max-w-2xl items-center gap-1.5 px-3 py-2">
        <button
          type="button"
          aria-label={t.scanPay}
          aria-haspopup="dialog"
          disabled={!totals}
          onClick={() => setIsScanPayOpen(true)}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-900 hover:bg-slate-50"
        >
          <QrIcon />
        </button>
        {actions.map((action) => (
          <Button
            key={action.status}
            variant={action.variant}
            size="compact"
            // Spare width is shared out, so the row fills the screen whatever the buttons.
            className="flex-auto"
            isLoading={savingStatus === action.status}
            disabled={savingStatus !== null}
            onClick={() => onSave(action.status)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {totals && (
        <Suspense fallback={isScanPayOpen && <LoadingStatus />}>
          <ScanPayDialog
            open={isScanPayOpen}
            onClose={() => setIsScanPayOpen(false)}
            upiId={upiId}
            shopName={shopName}
            totals={totals}
          />
        </Suspense>
      )}
    </div>
  );
}
