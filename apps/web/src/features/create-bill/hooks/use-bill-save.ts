import { countsTowardLimit, type BillStatus } from '@khatabill/domain';
import { useRef, useState } from 'react';
import { useAlert } from '../../../components/ui/alert-provider';
import { ApiError } from '../../../lib/api-client';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessage } from '../../../lib/api-errors';
import { isResendable, newIdempotencyKey } from '../../../lib/idempotency';
import { storeUsage, userUsage } from '../../../lib/plan-access';
import { getSession } from '../../../lib/session';
import { useUpsertBill } from '../api/upsert-bill';
import type { BillFormValues } from '../bill-form-values';
import type { BillRequest } from '../bill-request';
import { isBillingLimitReached } from '../bill-usage';
import { billSaveMessages } from '../messages';
import { queuePendingSave, type PendingSave } from '../pending-saves';
import { savedBillAlert } from '../saved-bill-alert';
import { isSharedBill, type SharedBill } from '../shared-bill';

type UseBillSaveOptions = {
  /** The stored status of the bill being edited, null for a new bill. */
  savedStatus: BillStatus | null;
  /** The form as typed, kept with a bill saved offline. */
  getValues: () => BillFormValues;
  /** The bill is saved as On Hold, or kept until the connection returns: a new bill starts. */
  onStartOver: () => void;
  onShareable: (bill: SharedBill) => void;
  /** Field messages of a 400 answer, keyed by request path. */
  onFieldErrors: (errors: Record<string, string>) => void;
};

type Submit = (request: BillRequest) => Promise<void>;

/**
 * Saves the bill with the status of the button pressed. A tap while a save runs is
 * ignored. Without a connection (offline, or no answer) the save is kept on the phone
 * with its Idempotency-Key and sent again later (see usePendingSaves), so no tap, retry
 * or reload ever makes two bills, and none is lost.
 */
export function useBillSave({
  savedStatus,
  getValues,
  onStartOver,
  onShareable,
  onFieldErrors,
}: UseBillSaveOptions) {
  const t = useMessages(billSaveMessages);
  const alert = useAlert();
  const upsert = useUpsertBill();
  const inFlight = useRef(false);
  const [savingStatus, setSavingStatus] = useState<BillStatus | null>(null);
  const [isLimitDialogOpen, setIsLimitDialogOpen] = useState(false);

  function keepForLater(pending: PendingSave): void {
    queuePendingSave(pending);
    alert.show('warning', t.keptOffline);
    onStartOver();
  }

  async function save(request: BillRequest, status: BillStatus): Promise<void> {
    const user = getSession()?.user;
    if (user && countsTowardLimit(savedStatus, status) && isBillingLimitReached(userUsage(user))) {
      setIsLimitDialogOpen(true);
      return;
    }
    const pending: PendingSave = {
      idempotencyKey: newIdempotencyKey(),
      bill: { ...request, status },
      savedStatus,
      values: getValues(),
    };
    // Sent offline, the request would only fail: say so at once instead of spinning.
    if (!navigator.onLine) {
      keepForLater(pending);
      return;
    }
    setSavingStatus(status);
    try {
      const { data, usage } = await upsert.mutateAsync({
        bill: pending.bill,
        idempotencyKey: pending.idempotencyKey,
      });
      storeUsage(usage);
      const { type, message } = savedBillAlert(status, savedStatus);
      alert.show(type, message);
      if (isSharedBill(data)) onShareable(data);
      else onStartOver();
    } catch (error) {
      if (isResendable(error)) {
        keepForLater(pending);
        return;
      }
      if (error instanceof ApiError && error.status === 402) {
        setIsLimitDialogOpen(true);
        return;
      }
      if (error instanceof ApiError && error.errors) onFieldErrors(error.errors);
      alert.show('error', errorMessage(error, t.saveFailed));
    } finally {
      setSavingStatus(null);
    }
  }

  /**
   * Validates the form (`validate` calls `onValid` with the checked request), then saves.
   * The guard covers the validation too: a second tap may land before it ends.
   */
  async function submit(status: BillStatus, validate: (onValid: Submit) => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await validate((request) => save(request, status));
    } finally {
      inFlight.current = false;
    }
  }

  return {
    submit,
    savingStatus,
    isLimitDialogOpen,
    closeLimitDialog: () => setIsLimitDialogOpen(false),
  };
}
