import type { NotificationDto } from '@khatabill/domain';
import { useId } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useReportedAction } from '../../../components/ui/use-reported-action';
import { useMessages } from '../../../i18n/use-messages';
import { useMarkNotificationSent } from '../api/mark-notification-sent';
import { notificationCardMessages } from '../messages';

/** One message to send: to whom, from which shop, the text, and its two actions. */
export function NotificationCard({ notification }: { notification: NotificationDto }) {
  const t = useMessages(notificationCardMessages);
  const report = useReportedAction();
  const markSent = useMarkNotificationSent();
  const titleId = useId();

  const onMarkSent = () =>
    report(() => markSent.mutateAsync(notification._id), t.markedSent({ name: notification.name }));

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-col gap-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 font-semibold break-words">
            {notification.name}
          </h2>
          <span className="shrink-0 text-sm text-slate-600">{t[notification.kind]}</span>
        </div>
        <p className="text-sm text-slate-600">
          {notification.mobile} · {t.fromShop({ shop: notification.shopName })}
        </p>
        <p className="break-words whitespace-pre-line">{notification.message}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 border-t border-slate-200 px-4 py-3">
        <a
          href={notification.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary')}
        >
          WhatsApp<span className="sr-only"> {t.opensNewTab({ name: notification.name })}</span>
        </a>
        <Button isLoading={markSent.isPending} onClick={() => void onMarkSent()}>
          {t.markAsSent}
        </Button>
      </div>
    </article>
  );
}
