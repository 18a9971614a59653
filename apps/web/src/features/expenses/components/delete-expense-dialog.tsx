import { formatRupeeNumber, type ExpenseDto } from '@khatabill/domain';
import { useAlert } from '../../../components/ui/alert-provider';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-errors';
import { formatDay } from '../../../lib/format';
import { useDeleteExpense } from '../api/delete-expense';

type DeleteExpenseDialogProps = {
  /** The expense to delete; the dialog is open while there is one. */
  expense: ExpenseDto | null;
  onClose: () => void;
};

export function DeleteExpenseDialog({ expense, onClose }: DeleteExpenseDialogProps) {
  const alert = useAlert();
  const deleteMutation = useDeleteExpense();

  async function onConfirm(target: ExpenseDto) {
    try {
      await deleteMutation.mutateAsync(target._id);
      alert.show('success', 'Expense deleted');
      onClose();
    } catch (error) {
      alert.show('error', errorMessage(error, undefined, 'Could not delete the expense.'));
    }
  }

  return (
    <Dialog open={expense !== null} onClose={onClose} title="Delete this expense?">
      {expense && (
        <>
          <p>
            <strong>{expense.category}</strong>, {formatRupeeNumber(expense.amount)} on{' '}
            {formatDay(expense.date)}, is removed from your expenses and the dashboard.
          </p>
          <ConfirmActions
            onCancel={onClose}
            confirmLabel="Delete"
            confirmVariant="danger"
            isConfirming={deleteMutation.isPending}
            onConfirm={() => void onConfirm(expense)}
          />
        </>
      )}
    </Dialog>
  );
}
