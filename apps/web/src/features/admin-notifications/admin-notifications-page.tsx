import { LoadMoreButton } from '../../components/ui/load-more-button';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { usePendingNotifications } from './api/get-pending-notifications';
import { NotificationCard } from './components/notification-card';

/** `/admin/notifications`: the WhatsApp messages the reminder job made, for the admin to send. */
export default function AdminNotificationsPage() {
  const notifications = usePendingNotifications();
  const pages = notifications.data?.pages ?? [];
  const list = pages.flatMap((page) => page.data);
  const total = pages[0]?.total ?? 0;

  return (
    <PageFrame title="Pending Notifications">
      <QueryStatus query={notifications} loadingText="Loading..." />
      {notifications.isSuccess && (
        <p role="status" className="text-slate-700">
          {total === 0 ? 'No pending notifications.' : `${total} pending`}
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
