import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessage } from '../../../lib/api-errors';
import { storeUsage } from '../../../lib/plan-access';
import { useSession } from '../../../lib/session';
import { usePendingSaves, type PendingSaveOutcome } from '../hooks/use-pending-saves';
import { billSaveMessages } from '../messages';
import type { PendingSave } from '../pending-saves';
import { savedBillAlert } from '../saved-bill-alert';
import { isSharedBill, type SharedBill } from '../shared-bill';
import { keepUnsavedBill, readUnsavedBill } from '../unsaved-bill';

// Mounted on every shop screen: the receipt loads only when a saved bill is shared.
const ShareDialog = lazy(() =>
  import('./share-dialog').then((module) => ({ default: module.ShareDialog })),
);

const CREATE_BILL_PATH = '/create-bill';

/**
 * A refused bill goes back to Create Bill as its unsaved form, unless another one is
 * being typed there; the alert names the customer either way.
 */
function putBack(save: PendingSave): void {
  const billId = save.bill._id ?? null;
  if (readUnsavedBill(billId) === null) keepUnsavedBill(billId, save.values);
}

/**
 * Mounted once in the shop's layout: sends the bills kept offline and, as each is saved,
 * shows what an immediate save shows (the alert, then the share dialog on Create Bill),
 * or on another screen a notice with Share, so the owner never enters the bill again.
 */
export function PendingSavesOutbox() {
  const t = useMessages(billSaveMessages);
  const user = useSession()?.user;
  const { pathname } = useLocation();
  const alert = useAlert();
  // Saved bills not yet shared or dismissed, oldest first.
  const [saved, setSaved] = useState<SharedBill[]>([]);
  const [isSharing, setIsSharing] = useState(false);
  const [current] = saved;

  usePendingSaves((outcome: PendingSaveOutcome) => {
    const { save } = outcome;
    if ('error' in outcome) {
      putBack(save);
      const message = errorMessage(outcome.error, t.tryAgain);
      alert.show('error', t.notSaved({ name: save.bill.name ?? '', message }));
      return;
    }
    const { data, usage } = outcome.result;
    storeUsage(usage);
    const { type, message } = savedBillAlert(save.bill.status, save.savedStatus);
    alert.show(type, message);
    if (!isSharedBill(data)) return;
    setSaved((bills) => [...bills, data]);
  });

  if (!user || !current) return null;
  const showNext = () => {
    setIsSharing(false);
    setSaved((bills) => bills.slice(1));
  };
  if (isSharing || pathname === CREATE_BILL_PATH) {
    return (
      <Suspense>
        <ShareDialog key={current._id} bill={current} user={user} onClose={showNext} />
      </Suspense>
    );
  }
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 mx-auto flex max-w-md items-center gap-2 rounded-xl border-l-4 border-green-700 bg-green-50 p-3 text-green-900 shadow-lg md:bottom-4"
    >
      <p className="min-w-0 flex-1">
        {t.savedNotice({ number: current.invoiceNumber, name: current.name })}
      </p>
      <Button onClick={() => setIsSharing(true)}>{t.share}</Button>
      <Button variant="ghost" onClick={showNext}>
        {t.dismiss}
      </Button>
    </div>
  );
}
