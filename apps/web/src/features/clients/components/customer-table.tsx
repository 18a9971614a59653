import type { CustomerDto } from '@khatabill/domain';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { ListTable, RowAction, type ListColumn } from '../../../components/ui/list-table';
import { useMessages } from '../../../i18n/use-messages';
import { customerListMessages } from '../messages';
import { BalanceAmount } from './balance-amount';
import { CustomerDetails } from './customer-details';

type CustomerTableProps = {
  customers: CustomerDto[];
  shopName: string;
  onEdit: (customer: CustomerDto) => void;
};

export function CustomerTable({ customers, shopName, onEdit }: CustomerTableProps) {
  const t = useMessages(customerListMessages);
  // The name takes the room the balance and Edit leave (w-full with max-w-0), on one line, cut
  // with an ellipsis only when it does not fit; a balance breaks only before its word (due,
  // advance), never inside the amount.
  const columns: readonly ListColumn[] = [
    { label: t.name, className: 'w-full max-w-0 px-3' },
    { label: t.balance, className: 'px-2 text-right' },
  ];
  return (
    <ListTable caption={t.caption} columns={columns}>
      {customers.map((customer) => (
        <CustomerRows key={customer._id} customer={customer} shopName={shopName} onEdit={onEdit} />
      ))}
    </ListTable>
  );
}

type CustomerRowsProps = Omit<CustomerTableProps, 'customers'> & { customer: CustomerDto };

/** One customer: the row, and below it the details while expanded (one tbody per customer). */
function CustomerRows({ customer, shopName, onEdit }: CustomerRowsProps) {
  const t = useMessages(customerListMessages);
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  return (
    <tbody className="border-b border-slate-100 last:border-0">
      <tr>
        <td className="w-full max-w-0 px-1 py-1">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={() => setIsOpen((open) => !open)}
            // A name cut short is there in full on hover and in the opened details.
            title={customer.name}
            className="flex min-h-11 w-full items-center gap-1 rounded-lg px-1 text-left hover:bg-slate-50"
          >
            <ChevronDownIcon
              className={`size-4 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            />
            <span data-customer-name className="min-w-0 truncate">
              {customer.name}
            </span>
          </button>
        </td>
        <td className="px-2 py-2 text-right">
          <BalanceAmount balance={customer.balance} />
        </td>
        <td className="px-1 py-1 text-right">
          <RowAction action={t.edit} rowName={customer.name} onClick={() => onEdit(customer)} />
        </td>
      </tr>
      <tr id={detailsId} hidden={!isOpen}>
        <td colSpan={3} className="bg-slate-50 px-3 py-3">
          {isOpen && <CustomerDetails customer={customer} shopName={shopName} />}
        </td>
      </tr>
    </tbody>
  );
}
