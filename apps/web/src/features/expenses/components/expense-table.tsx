import { formatRupeeNumber, type ExpenseDto } from '@khatabill/domain';
import { ListTable, RowAction } from '../../../components/ui/list-table';
import { useMessages } from '../../../i18n/use-messages';
import { formatDay } from '../../../lib/format';
import { expenseListMessages } from '../messages';

type ExpenseTableProps = {
  expenses: ExpenseDto[];
  onDelete: (expense: ExpenseDto) => void;
};

export function ExpenseTable({ expenses, onDelete }: ExpenseTableProps) {
  const t = useMessages(expenseListMessages);
  const columns = [
    { label: t.category, className: 'px-2' },
    { label: t.date, className: 'px-2' },
    { label: t.amount, className: 'px-2 text-right' },
  ];
  return (
    <ListTable caption={t.caption} columns={columns}>
      <tbody>
        {expenses.map((expense) => {
          const amount = formatRupeeNumber(expense.amount);
          const day = formatDay(expense.date);
          return (
            <tr key={expense._id} className="border-b border-slate-100 last:border-0">
              <td className="px-2 py-2 break-words">{expense.category}</td>
              <td className="px-2 py-2 text-sm whitespace-nowrap text-slate-700">
                <time dateTime={expense.date}>{day}</time>
              </td>
              <td className="px-2 py-2 text-right whitespace-nowrap">{amount}</td>
              <td className="px-1 py-1 text-right">
                <RowAction
                  action={t.delete}
                  rowName={`${expense.category}, ${day}, ${amount}`}
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => onDelete(expense)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ListTable>
  );
}
