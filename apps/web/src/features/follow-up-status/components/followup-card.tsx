import {
  canChangeFollowup,
  REMIND_BEFORE_OPTIONS,
  type FollowupDto,
  type FollowupStatus,
  formatAppointment,
} from '@khatabill/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useReportedAction } from '../../../components/ui/use-reported-action';
import { useUpdateFollowupStatus } from '../api/update-followup-status';

const STATUS_LABELS: Record<FollowupStatus, string> = {
  scheduled: 'Scheduled',
  done: 'Done',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
};

type FollowupCardProps = {
  followup: FollowupDto;
  /** Cancel and Postpone: the page asks first (and for the new time). */
  onCancel: (followup: FollowupDto) => void;
  onPostpone: (followup: FollowupDto) => void;
};

/** One follow-up: who, which service, when, its status, and what may be done with it (spec §4). */
export function FollowupCard({ followup, onCancel, onPostpone }: FollowupCardProps) {
  const report = useReportedAction();
  const statusMutation = useUpdateFollowupStatus();
  const titleId = useId();
  const { customerId: customer, productId: product, status } = followup;
  const remindBefore = REMIND_BEFORE_OPTIONS.find((o) => o.value === followup.remindBefore);

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
            {STATUS_LABELS[status]}
          </span>
        </div>
        <p className="text-sm text-slate-600">{customer.mobile}</p>
        <p className="break-words">{product ? product.name : 'Service no longer listed'}</p>
        <p className="text-sm text-slate-700">
          <time dateTime={followup.scheduledAt}>
            {formatAppointment(new Date(followup.scheduledAt))}
          </time>
          {remindBefore && ` · remind ${remindBefore.label.toLowerCase()} before`}
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
                'Follow-up marked as done',
              )
            }
          >
            Done
          </Button>
          {(
            [
              ['Cancel', onCancel],
              ['Postpone', onPostpone],
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
            Convert to Bill
          </Link>
        </div>
      )}
    </article>
  );
}
