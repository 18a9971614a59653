import { formatRupeeNumber, type ExpenseDto } from '@khatabill/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { formatDay } from '../../../lib/format';
import { useDeleteExpense } from '../api/delete-expense';
import { deleteExpenseMessages } from '../messages';

type DeleteExpenseDialogProps = {
  /** The expense to delete; the dialog is open while there is one. */
  expense: ExpenseDto | null;
  onClose: () => void;
};

export function DeleteExpenseDialog({ expense, onClose }: DeleteExpenseDialogProps) {
  const t = useMessages(deleteExpenseMessages);
  const deleteMutation = useDeleteExpense();
  return (
    <ConfirmDialog
      title={t.title}
      target={expense}
      onClose={onClose}
      confirmLabel={t.delete}
      onConfirm={(target) => deleteMutation.mutateAsync(target._id)}
      isConfirming={deleteMutation.isPending}
      doneText={t.done}
      failedText={t.failed}
    >
      {(target) => (
        <>
          <strong>{target.category}</strong>
          {t.removed({ amount: formatRupeeNumber(target.amount), day: formatDay(target.date) })}
        </>
      )}
    </ConfirmDialog>
  );
}
