import { formatAppointment, type FollowupDto } from '@khatabill/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUpdateFollowupStatus } from '../api/update-followup-status';

type CancelFollowupDialogProps = {
  /** The follow-up to cancel; the dialog is open while there is one. */
  followup: FollowupDto | null;
  onClose: () => void;
};

/** A cancelled follow-up takes no more actions, so a stray tap must not cancel one. */
export function CancelFollowupDialog({ followup, onClose }: CancelFollowupDialogProps) {
  const statusMutation = useUpdateFollowupStatus();
  return (
    <ConfirmDialog
      title="Cancel this follow-up?"
      target={followup}
      onClose={onClose}
      confirmLabel="Cancel Follow-Up"
      cancelLabel="Keep"
      onConfirm={(target) =>
        statusMutation.mutateAsync({ id: target._id, change: { status: 'cancelled' } })
      }
      isConfirming={statusMutation.isPending}
      doneText="Follow-up cancelled"
      failedText="Could not cancel the follow-up."
    >
      {(target) => (
        <>
          <strong>{target.customerId.name}</strong>,{' '}
          {formatAppointment(new Date(target.scheduledAt))}: no reminder will be sent, and it can no
          longer be marked done or postponed.
        </>
      )}
    </ConfirmDialog>
  );
}
