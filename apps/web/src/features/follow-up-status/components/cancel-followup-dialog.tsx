import type { FollowupDto } from '@khatabill/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { useUpdateFollowupStatus } from '../api/update-followup-status';
import { formatAppointmentTime } from '../appointment-time';
import { cancelFollowUpMessages } from '../messages';

type CancelFollowupDialogProps = {
  /** The follow-up to cancel; the dialog is open while there is one. */
  followup: FollowupDto | null;
  onClose: () => void;
};

/** A cancelled follow-up takes no more actions, so a stray tap must not cancel one. */
export function CancelFollowupDialog({ followup, onClose }: CancelFollowupDialogProps) {
  const t = useMessages(cancelFollowUpMessages);
  const statusMutation = useUpdateFollowupStatus();
  return (
    <ConfirmDialog
      title={t.title}
      target={followup}
      onClose={onClose}
      confirmLabel={t.confirm}
      cancelLabel={t.keep}
      onConfirm={(target) =>
        statusMutation.mutateAsync({ id: target._id, change: { status: 'cancelled' } })
      }
      isConfirming={statusMutation.isPending}
      doneText={t.done}
      failedText={t.failed}
    >
      {(target) => (
        <>
          <strong>{target.customerId.name}</strong>
          {t.consequence({ when: formatAppointmentTime(target.scheduledAt) })}
        </>
      )}
    </ConfirmDialog>
  );
}
