import type { ReactNode } from 'react';
import type { ButtonVariant } from './ui/button';
import { ConfirmActions } from './ui/confirm-actions';
import { Dialog } from './ui/dialog';
import { useReportedAction } from './ui/use-reported-action';

type ConfirmDialogProps<T> = {
  /** The question, as product §2 words it (`Delete this product?`). */
  title: string;
  /** What the action is about; the dialog is open while there is something. */
  target: T | null;
  onClose: () => void;
  onConfirm: (target: T) => Promise<unknown>;
  isConfirming: boolean;
  /** The action's button (`Delete`), and the one that leaves things as they are. */
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  cancelLabel?: string;
  /** The notices after it: `Product deleted`, and the text when no answer came. */
  doneText: string;
  failedText: string;
  /** What the owner is about to lose, in a sentence. */
  children: (target: T) => ReactNode;
};

/** Asks before an action that cannot be undone (a delete, a cancelled booking). */
export function ConfirmDialog<T>({
  title,
  target,
  onClose,
  onConfirm,
  isConfirming,
  confirmLabel,
  confirmVariant = 'danger',
  cancelLabel,
  doneText,
  failedText,
  children,
}: ConfirmDialogProps<T>) {
  const report = useReportedAction();

  async function confirm(confirmed: T) {
    if (await report(() => onConfirm(confirmed), doneText, failedText)) onClose();
  }

  return (
    <Dialog open={target !== null} onClose={onClose} title={title}>
      {target !== null && (
        <>
          <p>{children(target)}</p>
          <ConfirmActions
            onCancel={onClose}
            cancelLabel={cancelLabel}
            confirmLabel={confirmLabel}
            confirmVariant={confirmVariant}
            isConfirming={isConfirming}
            onConfirm={() => void confirm(target)}
          />
        </>
      )}
    </Dialog>
  );
}
