import type { ReactNode } from 'react';
import { ConfirmActions } from './ui/confirm-actions';
import { Dialog } from './ui/dialog';
import { useReportedAction } from './ui/use-reported-action';

type DeleteDialogProps<T> = {
  /** The question, as the spec words it (`Delete this product?`). */
  title: string;
  /** What to delete; the dialog is open while there is something. */
  target: T | null;
  onClose: () => void;
  onDelete: (target: T) => Promise<unknown>;
  isDeleting: boolean;
  /** The notices after it: `Product deleted`, and the text when no answer came. */
  deletedText: string;
  failedText: string;
  /** What the owner is about to lose, in a sentence. */
  children: (target: T) => ReactNode;
};

/** Asks before a row of a Manager list is deleted: Cancel, or Delete. */
export function DeleteDialog<T>({
  title,
  target,
  onClose,
  onDelete,
  isDeleting,
  deletedText,
  failedText,
  children,
}: DeleteDialogProps<T>) {
  const report = useReportedAction();

  async function onConfirm(confirmed: T) {
    if (await report(() => onDelete(confirmed), deletedText, failedText)) onClose();
  }

  return (
    <Dialog open={target !== null} onClose={onClose} title={title}>
      {target !== null && (
        <>
          <p>{children(target)}</p>
          <ConfirmActions
            onCancel={onClose}
            confirmLabel="Delete"
            confirmVariant="danger"
            isConfirming={isDeleting}
            onConfirm={() => void onConfirm(target)}
          />
        </>
      )}
    </Dialog>
  );
}
