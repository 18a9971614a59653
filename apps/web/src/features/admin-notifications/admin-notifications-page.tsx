import { LoadMoreButton } from '../../components/ui/load-more-button';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { useMessages } from '../../i18n/use-messages';
import { usePendingNotifications } from './api/get-pending-notifications';
import { NotificationCard } from './components/notification-card';
import { adminNotificationsMessages } from './messages';

/** `/admin/notifications`: the WhatsApp messages the reminder job made, for the admin to send. */
export default function AdminNotificationsPage() {
  const t = useMessages(adminNotificationsMessages);
  const notifications = usePendingNotifications();
  const pages = notifications.data?.pages ?? [];
  const list = pages.flatMap((page) => page.data);
  const total = pages[0]?.total ?? 0;

  return (
    <PageFrame title={t.title}>
      <QueryStatus query={notifications} loadingText={t.loading} />
      {notifications.isSuccess && (
        <p role="status" className="text-slate-700">
          {total === 0 ? t.none : t.pending({ total })}
        </p>
      )}
      {list.length > 0 && (
        <ul className="flex flex-col gap-3">
          {list.map((notification) => (
            <li key={notification._id}>
              <NotificationCard notification={notification} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={notifications} />
    </PageFrame>
  );
}
