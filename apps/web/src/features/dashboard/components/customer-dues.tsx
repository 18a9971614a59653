import { formatRupeeNumber, type CustomerDto } from '@khatabill/domain';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { useMessages } from '../../../i18n/use-messages';
import { amountDue, reminderUrl } from '../../../lib/customer-reminder';
import { useCustomerDues } from '../api/get-customer-dues';
import { customerDuesMessages, dashboardMessages } from '../messages';
import { DashboardSection } from './dashboard-section';

function OwingCustomer({ customer, shopName }: { customer: CustomerDto; shopName: string }) {
  const t = useMessages(customerDuesMessages);
  const url = reminderUrl(customer, shopName);
  return (
    <li className="flex items-center justify-between gap-3 border-b border-slate-100 py-2 last:border-0">
      <span className="flex min-w-0 flex-col">
        <span className="break-words">{customer.name}</span>
        <span className="font-semibold text-red-700">
          {t.due({ amount: formatRupeeNumber(amountDue(customer)) })}
        </span>
      </span>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.remindLabel({ customer: customer.name })}
          className={buttonClasses('secondary', 'shrink-0', 'compact')}
        >
          {t.remind}
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
  const t = useMessages(customerDuesMessages);
  const { loading } = useMessages(dashboardMessages);
  const dues = useCustomerDues();
  return (
    <DashboardSection title={t.title}>
      <QueryStatus query={dues} loadingText={loading} />
      {dues.data && (
        <>
          <p className="text-slate-700">
            <strong className="text-2xl text-slate-900">
              {formatRupeeNumber(dues.data.totalDue)}
            </strong>{' '}
            {t.dueFrom(dues.data.customersOwing)}
          </p>
          {dues.data.top.length > 0 && (
            <ul aria-label={t.listLabel} className="flex flex-col">
              {dues.data.top.map((customer) => (
                <OwingCustomer key={customer._id} customer={customer} shopName={shopName} />
              ))}
            </ul>
          )}
          <Link to="/clients" className={buttonClasses('secondary', 'self-start')}>
            {t.collect}
          </Link>
        </>
      )}
    </DashboardSection>
  );
}
