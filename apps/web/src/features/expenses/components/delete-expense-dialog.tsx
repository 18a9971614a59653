import { formatRupeeNumber, type ExpenseDto } from '@khatabill/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDay } from '../../../lib/format';
import { useDeleteExpense } from '../api/delete-expense';

type DeleteExpenseDialogProps = {
  /** The expense to delete; the dialog is open while there is one. */
  expense: ExpenseDto | null;
  onClose: () => void;
};

export function DeleteExpenseDialog({ expense, onClose }: DeleteExpenseDialogProps) {
  const deleteMutation = useDeleteExpense();
  return (
    <ConfirmDialog
      title="Delete this expense?"
      target={expense}
      onClose={onClose}
      confirmLabel="Delete"
      onConfirm={(target) => deleteMutation.mutateAsync(target._id)}
      isConfirming={deleteMutation.isPending}
      doneText="Expense deleted"
      failedText="Could not delete the expense."
    >
      {(target) => (
        <>
          <strong>{target.category}</strong>, {formatRupeeNumber(target.amount)} on{' '}
          {formatDay(target.date)}, is removed from your expenses and the dashboard.
        </>
      )}
    </ConfirmDialog>
  );
}
