import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** A delete's question (`Delete this product?`), its button, and the notices after it. */
type DeleteTexts = { title: string; delete: string; done: string; failed: string };

type DeleteDialogProps<T extends { _id: string }> = {
  /** The record to delete; the dialog is open while there is one. */
  target: T | null;
  onClose: () => void;
  texts: DeleteTexts;
  /** The feature's delete request, by the record's id (a TanStack Query mutation). */
  deletion: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  /** What the owner is about to lose, in a sentence. */
  children: (target: T) => ReactNode;
};

/** Asks before a record is deleted, deletes it by its id, and says how that went. */
export function DeleteDialog<T extends { _id: string }>({
  target,
  onClose,
  texts,
  deletion,
  children,
}: DeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      title={texts.title}
      target={target}
      onClose={onClose}
      confirmLabel={texts.delete}
      onConfirm={(confirmed) => deletion.mutateAsync(confirmed._id)}
      isConfirming={deletion.isPending}
      doneText={texts.done}
      failedText={texts.failed}
    >
      {children}
    </ConfirmDialog>
  );
}
