import type { BillSaveResult } from '@khatabill/domain';
import { useEffect, useEffectEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { isResendable } from '../../../lib/idempotency';
import { useUpsertBill } from '../api/upsert-bill';
import { readPendingSaves, removePendingSave, type PendingSave } from '../pending-saves';

/** How often kept bills are tried again while the phone seems online but gets no answer. */
const RETRY_MS = 30_000;

export type PendingSaveOutcome =
  { save: PendingSave; result: BillSaveResult } | { save: PendingSave; error: unknown };

/** One sender at a time, even when the outbox is mounted twice (two screens, a remount). */
let isSending = false;

/** No answer, or a server that failed on its side: the same save may succeed later. */
function isWorthRetrying(error: unknown): boolean {
  return isResendable(error) || (error instanceof ApiError && error.status >= 500);
}

/**
 * Sends the bills kept offline, oldest first: when the app starts, when the connection
 * returns, and every RETRY_MS. Each goes with its own Idempotency-Key, so a save that
 * reached the server before the connection dropped gets its first answer back and no
 * second bill. A save still unanswered waits, with those after it, for the next try;
 * every other answer leaves the queue and is passed to `onOutcome`.
 */
export function usePendingSaves(onOutcome: (outcome: PendingSaveOutcome) => void): void {
  const { mutateAsync } = useUpsertBill();
  const report = useEffectEvent(onOutcome);

  useEffect(() => {
    async function sendAll() {
      if (isSending || !navigator.onLine) return;
      isSending = true;
      try {
        for (const save of readPendingSaves()) {
          try {
            const result = await mutateAsync({
              bill: save.bill,
              idempotencyKey: save.idempotencyKey,
            });
            removePendingSave(save.idempotencyKey);
            report({ save, result });
          } catch (error) {
            if (isWorthRetrying(error)) return;
            removePendingSave(save.idempotencyKey);
            report({ save, error });
          }
        }
      } finally {
        isSending = false;
      }
    }
    const send = () => void sendAll();
    send();
    window.addEventListener('online', send);
    const timer = setInterval(send, RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(timer);
    };
  }, [mutateAsync]);
}
