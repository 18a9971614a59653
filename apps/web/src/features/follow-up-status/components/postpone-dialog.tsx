import {
  fieldErrors,
  followupStatusInput,
  type FollowupDto,
  formatAppointment,
} from '@khatabill/domain';
import { useState, type FormEvent } from 'react';
import { ScheduleTimeField } from '../../../components/schedule-time-field';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Dialog } from '../../../components/ui/dialog';
import { useReportedAction } from '../../../components/ui/use-reported-action';
import { toScheduledAt } from '../../../lib/schedule-time';
import { useUpdateFollowupStatus } from '../api/update-followup-status';

type PostponeDialogProps = {
  /** The follow-up to move; the dialog is open while there is one. */
  followup: FollowupDto | null;
  onClose: () => void;
};

/** Asks for the new time (the follow-up form's rules) and postpones to it (ADR 010). */
export function PostponeDialog({ followup, onClose }: PostponeDialogProps) {
  return (
    <Dialog open={followup !== null} onClose={onClose} title="Postpone follow-up">
      {/* A fresh form for each follow-up: nothing typed for the last one remains. */}
      {followup && <PostponeForm key={followup._id} followup={followup} onClose={onClose} />}
    </Dialog>
  );
}

function PostponeForm({ followup, onClose }: { followup: FollowupDto; onClose: () => void }) {
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
      `Follow-up postponed to ${formatAppointment(new Date(scheduledAt))}`,
    );
    if (isPostponed) onClose();
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <p>
        {followup.customerId.name}, now on {formatAppointment(new Date(followup.scheduledAt))}.
      </p>
      <ScheduleTimeField
        label="New time"
        value={time}
        error={error}
        onChange={(event) => {
          setTime(event.target.value);
          setError(undefined);
        }}
      />
      <ConfirmActions
        onCancel={onClose}
        confirmLabel="Postpone"
        isConfirming={statusMutation.isPending}
      />
    </form>
  );
}
