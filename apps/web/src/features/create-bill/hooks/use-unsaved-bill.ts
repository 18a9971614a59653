import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLeaveBlocker } from '../../../lib/leave-blocker';
import type { BillFormValues } from '../bill-form-values';
import type { BillRequest } from '../bill-request';
import { forgetUnsavedBill, isSameBill, keepUnsavedBill } from '../unsaved-bill';

/** Typing pauses this long before the bill is written to storage. */
export const KEEP_AFTER_MS = 500;

type UseUnsavedBillOptions = {
  form: UseFormReturn<BillFormValues, unknown, BillRequest>;
  /** Whose stored copy this is (see unsaved-bill.ts): the bill's id, a follow-up's, or null. */
  draftKey: string | null;
  /** The form as it opened, before any typing: nothing to keep or ask about. */
  pristine: BillFormValues;
};

/**
 * Keeps a half-typed bill on the phone, so Android back, the bottom bar or a reload never
 * lose it (the form restores it on return), and asks before leaving it: a confirm dialog
 * in the app (`blocker`), the browser's own question on reload or close. `forget()` once
 * the bill is saved, kept offline or discarded: nothing is kept or asked after that.
 */
export function useUnsavedBill({ form, draftKey, pristine }: UseUnsavedBillOptions) {
  const isSettled = useRef(false);
  const hasUnsavedInput = useCallback(
    () => !isSettled.current && !isSameBill(form.getValues(), pristine),
    [form, pristine],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    function keep() {
      clearTimeout(timer);
      timer = undefined;
      if (isSettled.current) return;
      if (hasUnsavedInput()) keepUnsavedBill(draftKey, form.getValues());
      else forgetUnsavedBill(draftKey);
    }
    const subscription = form.watch(() => {
      isSettled.current = false;
      clearTimeout(timer);
      timer = setTimeout(keep, KEEP_AFTER_MS);
    });
    function askBeforeUnload(event: BeforeUnloadEvent) {
      if (!hasUnsavedInput()) return;
      keep();
      event.preventDefault();
    }
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('beforeunload', askBeforeUnload);
      // Leaving within KEEP_AFTER_MS of the last key press still keeps it.
      if (timer !== undefined) keep();
    };
  }, [form, draftKey, hasUnsavedInput]);

  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedInput() &&
      (nextLocation.pathname !== currentLocation.pathname ||
        nextLocation.search !== currentLocation.search),
  );

  const forget = useCallback(() => {
    isSettled.current = true;
    forgetUnsavedBill(draftKey);
  }, [draftKey]);

  return { blocker, forget };
}
