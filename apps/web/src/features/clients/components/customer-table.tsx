import type { CustomerDto } from '@khatabill/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { BalanceAmount } from './balance-amount';
import { CustomerDetails } from './customer-details';

type CustomerTableProps = {
  customers: CustomerDto[];
  shopName: string;
  onEdit: (customer: CustomerDto) => void;
};

export function CustomerTable({ customers, shopName, onEdit }: CustomerTableProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <table className="w-full table-fixed text-left text-base">
        <caption className="sr-only">Customers</caption>
        <thead className="border-b border-slate-200 text-sm text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="w-36 px-3 py-2 text-right font-medium">
              Balance
            </th>
            <th scope="col" className="w-16 px-1 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        {customers.map((customer) => (
          <CustomerRows
            key={customer._id}
            customer={customer}
            shopName={shopName}
            onEdit={onEdit}
          />
        ))}
      </table>
    </div>
  );
}

type CustomerRowsProps = Omit<CustomerTableProps, 'customers'> & { customer: CustomerDto };

/** One customer: the row, and below it the details while expanded (one tbody per customer). */
function CustomerRows({ customer, shopName, onEdit }: CustomerRowsProps) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  return (
    <tbody className="border-b border-slate-100 last:border-0">
      <tr>
        <td className="px-1 py-1">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={() => setIsOpen((open) => !open)}
            className="flex min-h-11 w-full items-center gap-1 rounded-lg px-2 text-left break-words hover:bg-slate-50"
          >
            <ChevronDownIcon
              className={`size-4 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            />
            <span className="min-w-0">{customer.name}</span>
          </button>
        </td>
        <td className="px-3 py-2 text-right">
          <BalanceAmount balance={customer.balance} />
        </td>
        <td className="px-1 py-1 text-right">
          <Button
            variant="ghost"
            className="px-3"
            aria-label={`Edit ${customer.name}`}
            onClick={() => onEdit(customer)}
          >
            Edit
          </Button>
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
