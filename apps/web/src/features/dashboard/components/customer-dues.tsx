import { formatRupeeNumber, type CustomerDto } from '@khatabill/domain';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { amountDue, reminderUrl } from '../../../lib/customer-reminder';
import { useCustomerDues } from '../api/get-customer-dues';
import { DashboardSection } from './dashboard-section';

function OwingCustomer({ customer, shopName }: { customer: CustomerDto; shopName: string }) {
  const url = reminderUrl(customer, shopName);
  return (
    <li className="flex items-center justify-between gap-3 border-b border-slate-100 py-2 last:border-0">
      <span className="flex min-w-0 flex-col">
        <span className="break-words">{customer.name}</span>
        <span className="font-semibold text-red-700">
          {formatRupeeNumber(amountDue(customer))} due
        </span>
      </span>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Remind ${customer.name} on WhatsApp`}
          className={buttonClasses('secondary', 'shrink-0', 'compact')}
        >
          Remind
        </a>
      )}
    </li>
  );
}

/**
 * What the customers owe in all, and those who owe the most with a WhatsApp reminder of
 * their due each: the khata's first question every morning.
 */
export function CustomerDues({ shopName }: { shopName: string }) {
  const dues = useCustomerDues();
  return (
    <DashboardSection title="To Collect">
      <QueryStatus query={dues} loadingText="Loading..." />
      {dues.data && (
        <>
          <p className="text-slate-700">
            <strong className="text-2xl text-slate-900">
              {formatRupeeNumber(dues.data.totalDue)}
            </strong>{' '}
            due from {dues.data.customersOwing}{' '}
            {dues.data.customersOwing === 1 ? 'customer' : 'customers'}
          </p>
          {dues.data.top.length > 0 && (
            <ul aria-label="Customers who owe the most" className="flex flex-col">
              {dues.data.top.map((customer) => (
                <OwingCustomer key={customer._id} customer={customer} shopName={shopName} />
              ))}
            </ul>
          )}
          <Link to="/clients" className={buttonClasses('secondary', 'self-start')}>
            Collect in Customer Manager
          </Link>
        </>
      )}
    </DashboardSection>
  );
}
