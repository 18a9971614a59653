import { firstOfMonth, toShopDay, type CalendarDay, type ExpenseDto } from '@khatabill/domain';
import { useId, useState } from 'react';
import { DateRangeFields } from '../../components/date-range-fields';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageFrame } from '../../components/ui/page-frame';
import { useMessages } from '../../i18n/use-messages';
import { DeleteExpenseDialog } from './components/delete-expense-dialog';
import { ExpenseForm } from './components/expense-form';
import { ExpenseList } from './components/expense-list';
import { expensesPageMessages } from './messages';

/** `/expenses`: Expense Entry and All Expenses (product §2), the list for the current month by default. */
export default function ExpensesPage() {
  const t = useMessages(expensesPageMessages);
  const [from, setFrom] = useState<CalendarDay>(() => firstOfMonth(toShopDay(new Date())));
  const [to, setTo] = useState<CalendarDay>(() => toShopDay(new Date()));
  const [deleting, setDeleting] = useState<ExpenseDto | null>(null);
  const headingId = useId();

  return (
    <PageFrame title={t.title}>
      <ExpenseForm />
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {t.allExpenses}
        </h2>
        <DateRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        <ExportCsvButton
          path={`/expenses/export.csv?${new URLSearchParams({ from, to })}`}
          filename={`expenses-${from}-to-${to}.csv`}
        />
        <ExpenseList filters={{ from, to }} onDelete={setDeleting} />
      </section>
      <DeleteExpenseDialog expense={deleting} onClose={() => setDeleting(null)} />
    </PageFrame>
  );
}
