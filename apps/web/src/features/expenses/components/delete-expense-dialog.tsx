import { formatRupeeNumber, type ExpenseDto } from '@khatabill/domain';
import { DeleteDialog } from '../../../components/delete-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { formatDay } from '../../../lib/format';
import { useDeleteExpense } from '../api/delete-expense';
import { deleteExpenseMessages } from '../messages';

export function DeleteExpenseDialog({
  expense,
  onClose,
}: {
  expense: ExpenseDto | null;
  onClose: () => void;
}) {
  const t = useMessages(deleteExpenseMessages);
  return (
    <DeleteDialog target={expense} onClose={onClose} texts={t} deletion={useDeleteExpense()}>
      {(target) => (
        <>
          <strong>{target.category}</strong>
          {t.removed({ amount: formatRupeeNumber(target.amount), day: formatDay(target.date) })}
        </>
      )}
    </DeleteDialog>
  );
}
