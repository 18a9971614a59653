import { canChangeFollowup, type FollowupDto } from '@khatabill/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useReportedAction } from '../../../components/ui/use-reported-action';
import { remindBeforeMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { useUpdateFollowupStatus } from '../api/update-followup-status';
import { formatAppointmentTime } from '../appointment-time';
import { followUpCardMessages } from '../messages';

type FollowupCardProps = {
  followup: FollowupDto;
  /** Cancel and Postpone: the page asks first (and for the new time). */
  onCancel: (followup: FollowupDto) => void;
  onPostpone: (followup: FollowupDto) => void;
};

/** One follow-up: who, which service, when, its status, and its actions (product §4). */
export function FollowupCard({ followup, onCancel, onPostpone }: FollowupCardProps) {
  const t = useMessages(followUpCardMessages);
  const remindBeforeLabels = useMessages(remindBeforeMessages);
  const report = useReportedAction();
  const statusMutation = useUpdateFollowupStatus();
  const titleId = useId();
  const { customerId: customer, productId: product, status } = followup;

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-col gap-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 font-semibold break-words">
            {customer.name}
          </h2>
          <span
            className={`shrink-0 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${status === 'scheduled' ? 'bg-brand-50 text-brand-800 ring-brand-600' : 'bg-slate-100 text-slate-800 ring-slate-300'}`}
          >
            {t[status]}
          </span>
        </div>
        <p className="text-sm text-slate-600">{customer.mobile}</p>
        <p className="break-words">{product ? product.name : t.serviceGone}</p>
        <p className="text-sm text-slate-700">
          <time dateTime={followup.scheduledAt}>{formatAppointmentTime(followup.scheduledAt)}</time>
          {t.remindBefore({ before: remindBeforeLabels[followup.remindBefore].toLowerCase() })}
        </p>
        {followup.notes && <p className="text-sm break-words text-slate-600">{followup.notes}</p>}
      </div>
      {canChangeFollowup(status) && (
        <div className="grid grid-cols-3 gap-2 border-t border-slate-200 px-4 py-3">
          <Button
            size="compact"
            disabled={statusMutation.isPending}
            onClick={() =>
              void report(
                () => statusMutation.mutateAsync({ id: followup._id, change: { status: 'done' } }),
                t.markedDone,
              )
            }
          >
            {t.markDone}
          </Button>
          {(
            [
              [t.cancel, onCancel],
              [t.postpone, onPostpone],
            ] as const
          ).map(([label, ask]) => (
            <Button
              key={label}
              variant="secondary"
              size="compact"
              aria-haspopup="dialog"
              disabled={statusMutation.isPending}
              onClick={() => ask(followup)}
            >
              {label}
            </Button>
          ))}
        </div>
      )}
      {status === 'done' && (
        <div className="border-t border-slate-200 px-4 py-3">
          <Link
            to={`/create-bill?followupId=${encodeURIComponent(followup._id)}`}
            className={buttonClasses('secondary', 'w-full')}
          >
            {t.convertToBill}
          </Link>
        </div>
      )}
    </article>
  );
}
