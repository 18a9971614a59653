import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { Button } from './button';
import { uiMessages } from './messages';

/** A headed column: its label, and the padding and width its cells also use. */
export type ListColumn = { label: string; className: string };

type ListTableProps = {
  /** Read by screen readers only: what the rows are (`Customers`). */
  caption: string;
  /** The headed columns; a last one holds the row's actions, headed for screen readers only. */
  columns: readonly ListColumn[];
  /** Added to the card around the table, e.g. to let it scroll sideways. */
  className?: string;
  /** The rows, in one or more `<tbody>`. */
  children: ReactNode;
};

/** A Manager screen's list (customers, products): a card holding a table with row actions. */
export function ListTable({ caption, columns, className = '', children }: ListTableProps) {
  const t = useMessages(uiMessages);
  return (
    <div className={`rounded-xl border border-slate-200 bg-white ${className}`}>
      <table className="w-full text-left text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-sm text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`py-2 font-medium ${column.className}`}>
                {column.label}
              </th>
            ))}
            <th scope="col" className="px-1 py-2">
              <span className="sr-only">{t.actions}</span>
            </th>
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

type RowActionProps = {
  /** The button's text (`Edit`); its accessible name adds the row's, e.g. `Edit Asha`. */
  action: string;
  rowName: string;
  onClick: () => void;
  className?: string;
};

/** A short action in a list row, named with its row so each button is told apart. */
export function RowAction({ action, rowName, onClick, className }: RowActionProps) {
  const t = useMessages(uiMessages);
  return (
    <Button
      variant="ghost"
      size="compact"
      className={className}
      aria-label={t.rowAction({ action, row: rowName })}
      onClick={onClick}
    >
      {action}
    </Button>
  );
}
