import { formatRupeeNumber, type ExpenseDto } from '@khatabill/domain';
import { DeleteDialog } from '../../../components/delete-dialog';
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
    <DeleteDialog
      title="Delete this expense?"
      target={expense}
      onClose={onClose}
      onDelete={(target) => deleteMutation.mutateAsync(target._id)}
      isDeleting={deleteMutation.isPending}
      deletedText="Expense deleted"
      failedText="Could not delete the expense."
    >
      {(target) => (
        <>
          <strong>{target.category}</strong>, {formatRupeeNumber(target.amount)} on{' '}
          {formatDay(target.date)}, is removed from your expenses and the dashboard.
        </>
      )}
    </DeleteDialog>
  );
}
