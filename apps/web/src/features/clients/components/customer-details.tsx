import type { CustomerDto } from '@khatabill/domain';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { buttonClasses } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessage } from '../../../lib/api-errors';
import { isOwner } from '../../../lib/member-access';
import { useSession } from '../../../lib/session';
import { useCustomer } from '../api/get-customer';
import { reminderUrl } from '../../../lib/customer-reminder';
import { customerDetailsMessages } from '../messages';
import { StatementLinkActions } from './statement-link-actions';
import { TransactionHistory } from './transaction-history';

type CustomerDetailsProps = { customer: CustomerDto; shopName: string };

/** The expanded row: full name, mobile, the due reminder and the khata history. */
export function CustomerDetails({ customer, shopName }: CustomerDetailsProps) {
  const t = useMessages(customerDetailsMessages);
  const detail = useCustomer(customer._id);
  const owner = isOwner(useSession()?.user);
  // The detail is fetched fresh on opening; until then the list's copy is good enough.
  const url = reminderUrl(detail.data ?? customer, shopName);
  return (
    <div className="flex flex-col gap-3">
      {/* In full: the row above may cut a long name short. */}
      <p className="break-words">
        <span className="text-slate-600">{t.name}</span>
        {customer.name}
      </p>
      <p>
        <span className="text-slate-600">{t.mobile}</span>
        {customer.mobile}
      </p>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'self-start')}
        >
          {t.sendReminder}
        </a>
      )}
      {/* Statement links are the owner's (product §17). */}
      {owner && <StatementLinkActions customer={detail.data ?? customer} shopName={shopName} />}
      {/* Level 2: the page's title is the only heading above it. */}
      <h2 className="font-semibold">{t.history}</h2>
      {detail.isPending && (
        <p role="status" className="text-slate-600">
          {t.loadingHistory}
        </p>
      )}
      {detail.isError && <p role="alert">{errorMessage(detail.error)}</p>}
      {detail.data && <TransactionHistory entries={detail.data.transactions} />}
      <ExportCsvButton
        path={`/customers/${customer._id}/ledger.csv`}
        filename={`khata-${customer.mobile}.csv`}
        label={t.exportKhata}
      />
    </div>
  );
}
