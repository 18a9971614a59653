import { whatsappUrl, type ReminderItemDto } from '@khatabill/domain';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { useTodaysReminders } from '../api/get-todays-reminders';
import { DashboardSection } from './dashboard-section';

// Spec §2: what an item says when its reminder has no message.
const NO_MESSAGE = 'Reminder set for today';

function FollowUpItem({ item }: { item: ReminderItemDto }) {
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 py-3 first:pt-0 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold break-words">{item.customerName}</span>
        <span className="text-sm text-slate-600">{item.invoiceNumber}</span>
      </div>
      <span className="text-slate-700">{item.mobile}</span>
      <p className="break-words whitespace-pre-line text-slate-800">{item.message || NO_MESSAGE}</p>
      <div className="grid grid-cols-2 gap-2">
        <a
          href={whatsappUrl(item.mobile, item.message)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${item.customerName}`}
          className={buttonClasses('secondary')}
        >
          WhatsApp
        </a>
        <Link
          to={`/view-bill/${encodeURIComponent(item.billId)}`}
          aria-label={`View Bill ${item.invoiceNumber}`}
          className={buttonClasses('secondary')}
        >
          View Bill
        </Link>
      </div>
    </li>
  );
}

/** The bills whose reminder is today: whom to message, with their bill one tap away. */
export function TodaysFollowUps() {
  const reminders = useTodaysReminders();
  return (
    <DashboardSection title="Today's Follow-Ups">
      <QueryStatus query={reminders} loadingText="Loading..." />
      {reminders.data?.length === 0 && <p className="text-slate-600">No follow-ups for today.</p>}
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
