import { whatsappUrl, type ReminderItemDto } from '@khatabill/domain';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { useMessages } from '../../../i18n/use-messages';
import { useTodaysReminders } from '../api/get-todays-reminders';
import { dashboardMessages, followUpsMessages } from '../messages';
import { DashboardSection } from './dashboard-section';

function FollowUpItem({ item }: { item: ReminderItemDto }) {
  const t = useMessages(followUpsMessages);
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 py-3 first:pt-0 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold break-words">{item.customerName}</span>
        <span className="text-sm text-slate-600">{item.invoiceNumber}</span>
      </div>
      <span className="text-slate-700">{item.mobile}</span>
      <p className="break-words whitespace-pre-line text-slate-800">
        {item.message || t.noMessage}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <a
          href={whatsappUrl(item.mobile, item.message)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.whatsappLabel({ customer: item.customerName })}
          className={buttonClasses('secondary')}
        >
          {t.whatsapp}
        </a>
        <Link
          to={`/view-bill/${encodeURIComponent(item.billId)}`}
          aria-label={t.viewBillLabel({ invoice: item.invoiceNumber })}
          className={buttonClasses('secondary')}
        >
          {t.viewBill}
        </Link>
      </div>
    </li>
  );
}

/** The bills whose reminder is today: whom to message, with their bill one tap away. */
export function TodaysFollowUps() {
  const t = useMessages(followUpsMessages);
  const { loading } = useMessages(dashboardMessages);
  const reminders = useTodaysReminders();
  return (
    <DashboardSection title={t.title}>
      <QueryStatus query={reminders} loadingText={loading} />
      {reminders.data?.length === 0 && <p className="text-slate-600">{t.none}</p>}
      {reminders.data && reminders.data.length > 0 && (
        <ul className="flex flex-col">
          {reminders.data.map((item) => (
            <FollowUpItem key={item.billId} item={item} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
