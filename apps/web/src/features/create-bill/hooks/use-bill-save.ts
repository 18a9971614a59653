import { BILL_STATUS_LABELS, type BillStatus, type Usage } from '@khatabill/domain';
import { useRef, useState } from 'react';
import { useAlert } from '../../../components/ui/alert-provider';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { useRetryableIdempotencyKey } from '../../../lib/idempotency';
import { userUsage } from '../../../lib/plan-access';
import { getSession, updateSessionUser } from '../../../lib/session';
import { useUpsertBill } from '../api/upsert-bill';
import type { BillRequest } from '../bill-request';
import { countsTowardsLimit, isBillingLimitReached } from '../bill-usage';
import { isSharedBill, type SharedBill } from '../shared-bill';

type UseBillSaveOptions = {
  /** The stored status of the bill being edited, null for a new bill. */
  savedStatus: BillStatus | null;
  onDraftSaved: () => void;
  onShareable: (bill: SharedBill) => void;
  /** Field messages of a 400 answer, keyed by request path. */
  onFieldErrors: (errors: Record<string, string>) => void;
};

const SAVE_FAILED = 'Could not save the bill. Check the connection and try again.';

type Submit = (request: BillRequest) => Promise<void>;

/** Every save answers the shop's usage; the stored user takes it instead of polling for it. */
function storeUsage(usage: Usage): void {
  const user = getSession()?.user;
  if (!user) return;
  updateSessionUser({
    ...user,
    billingCount: usage.bills.used,
    followupCount: usage.followups.used,
    usage,
  });
}

/**
 * Saves the bill with the status of the button pressed. A tap while a save runs is
 * ignored, and each attempt carries its own Idempotency-Key, reused only to resend a
 * bill whose first attempt got no answer, so no tap or retry ever makes two bills.
 */
export function useBillSave({
  savedStatus,
  onDraftSaved,
  onShareable,
  onFieldErrors,
}: UseBillSaveOptions) {
  const alert = useAlert();
  const upsert = useUpsertBill();
  const inFlight = useRef(false);
  const idempotency = useRetryableIdempotencyKey();
  const [savingStatus, setSavingStatus] = useState<BillStatus | null>(null);
  const [isLimitDialogOpen, setIsLimitDialogOpen] = useState(false);

  async function save(request: BillRequest, status: BillStatus): Promise<void> {
    const user = getSession()?.user;
    if (user && countsTowardsLimit(savedStatus, status) && isBillingLimitReached(userUsage(user))) {
      setIsLimitDialogOpen(true);
      return;
    }
    const bill: BillRequest = { ...request, status };
    const body = JSON.stringify(bill);
    const idempotencyKey = idempotency.keyFor(body);
    setSavingStatus(status);
    try {
      const { data, usage } = await upsert.mutateAsync({ bill, idempotencyKey });
      idempotency.settle(body, idempotencyKey);
      storeUsage(usage);
      if (status === 'draft') {
        alert.show('warning', `Bill saved as ${BILL_STATUS_LABELS.draft}`);
        onDraftSaved();
        return;
      }
      alert.show(
        'success',
        savedStatus === null
          ? 'Bill created successfully'
          : `Bill saved as ${BILL_STATUS_LABELS[status]}`,
      );
      if (isSharedBill(data)) onShareable(data);
    } catch (error) {
      idempotency.settle(body, idempotencyKey, error);
      if (error instanceof ApiError && error.status === 402) {
        setIsLimitDialogOpen(true);
        return;
      }
      if (error instanceof ApiError && error.errors) onFieldErrors(error.errors);
      alert.show('error', errorMessage(error, SAVE_FAILED));
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
