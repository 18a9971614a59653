import { fieldErrors, followupStatusInput, type FollowupDto } from '@khatabill/domain';
import { useState, type FormEvent } from 'react';
import { ScheduleTimeField } from '../../../components/schedule-time-field';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Dialog } from '../../../components/ui/dialog';
import { useReportedAction } from '../../../components/ui/use-reported-action';
import { useMessages } from '../../../i18n/use-messages';
import { toScheduledAt } from '../../../lib/schedule-time';
import { useUpdateFollowupStatus } from '../api/update-followup-status';
import { formatAppointmentTime } from '../appointment-time';
import { postponeMessages } from '../messages';

type PostponeDialogProps = {
  /** The follow-up to move; the dialog is open while there is one. */
  followup: FollowupDto | null;
  onClose: () => void;
};

/** Asks for the new time (the follow-up form's rules) and postpones to it (ADR 010). */
export function PostponeDialog({ followup, onClose }: PostponeDialogProps) {
  const t = useMessages(postponeMessages);
  return (
    <Dialog open={followup !== null} onClose={onClose} title={t.title}>
      {/* A fresh form for each follow-up: nothing typed for the last one remains. */}
      {followup && <PostponeForm key={followup._id} followup={followup} onClose={onClose} />}
    </Dialog>
  );
}

function PostponeForm({ followup, onClose }: { followup: FollowupDto; onClose: () => void }) {
  const t = useMessages(postponeMessages);
  const report = useReportedAction();
  const statusMutation = useUpdateFollowupStatus();
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const scheduledAt = toScheduledAt(time);
    const checked = followupStatusInput.safeParse({ status: 'postponed', scheduledAt });
    if (!checked.success) {
      setError(fieldErrors(checked.error).scheduledAt);
      return;
    }
    const isPostponed = await report(
      () => statusMutation.mutateAsync({ id: followup._id, change: checked.data }),
      t.postponed({ when: formatAppointmentTime(scheduledAt) }),
    );
    if (isPostponed) onClose();
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <p>
        {t.nowOn({
          customer: followup.customerId.name,
          when: formatAppointmentTime(followup.scheduledAt),
        })}
      </p>
      <ScheduleTimeField
        label={t.newTime}
        value={time}
        error={error}
        onChange={(event) => {
          setTime(event.target.value);
          setError(undefined);
        }}
      />
      <ConfirmActions
        onCancel={onClose}
        confirmLabel={t.postpone}
        isConfirming={statusMutation.isPending}
      />
    </form>
  );
}
