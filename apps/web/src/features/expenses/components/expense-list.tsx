import { formatRupeeNumber, type ExpenseDto } from '@khatabill/domain';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { QueryStatus } from '../../../components/ui/query-status';
import { useMessages } from '../../../i18n/use-messages';
import { useExpenses, type ExpenseFilters } from '../api/get-expenses';
import { expenseListMessages } from '../messages';
import { ExpenseTable } from './expense-table';

type ExpenseListProps = {
  filters: ExpenseFilters;
  onDelete: (expense: ExpenseDto) => void;
};

/** The range's expenses, newest first, with the total of all of them (not only those shown). */
export function ExpenseList({ filters, onDelete }: ExpenseListProps) {
  const t = useMessages(expenseListMessages);
  const expenses = useExpenses(filters);

  if (!expenses.isSuccess) return <QueryStatus query={expenses} loadingText={t.loading} />;
  const [first] = expenses.data.pages;
  const list = expenses.data.pages.flatMap((page) => page.data);
  if (!first || list.length === 0) {
    return <p className="py-8 text-center text-slate-600">{t.empty}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-baseline justify-between gap-2 rounded-xl bg-slate-100 px-4 py-3">
        <span>
          {t.total} <span className="text-sm text-slate-600">{t.expenses(first.total)}</span>
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
