import { formatRupeeNumber, type ExpenseDto } from '@khatabill/domain';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { QueryStatus } from '../../../components/ui/query-status';
import { useExpenses, type ExpenseFilters } from '../api/get-expenses';
import { ExpenseTable } from './expense-table';

type ExpenseListProps = {
  filters: ExpenseFilters;
  onDelete: (expense: ExpenseDto) => void;
};

/** The range's expenses, newest first, with the total of all of them (not only those shown). */
export function ExpenseList({ filters, onDelete }: ExpenseListProps) {
  const expenses = useExpenses(filters);

  if (!expenses.isSuccess) return <QueryStatus query={expenses} loadingText="Loading..." />;
  const [first] = expenses.data.pages;
  const list = expenses.data.pages.flatMap((page) => page.data);
  if (!first || list.length === 0) {
    return <p className="py-8 text-center text-slate-600">No expenses found</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-baseline justify-between gap-2 rounded-xl bg-slate-100 px-4 py-3">
        <span>
          Total{' '}
          <span className="text-sm text-slate-600">
            ({first.total} {first.total === 1 ? 'expense' : 'expenses'})
          </span>
        </span>
        <strong className="text-lg whitespace-nowrap">
          {formatRupeeNumber(first.totalAmount)}
        </strong>
      </p>
      <ExpenseTable expenses={list} onDelete={onDelete} />
      <LoadMoreButton query={expenses} />
    </div>
  );
}
