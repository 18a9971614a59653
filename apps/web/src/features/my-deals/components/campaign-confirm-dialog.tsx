import type { CampaignDto } from '@khatabill/domain';
import { useAlert } from '../../../components/ui/alert-provider';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-errors';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useEndCampaign } from '../api/end-campaign';

const CONFIRMATIONS = {
  end: {
    title: 'End this deal now?',
    text: 'leaves the deals list at once and its link stops working. Its views and clicks are kept.',
    confirmLabel: 'End deal',
    done: 'Deal ended',
    failed: 'Could not end the deal.',
  },
  delete: {
    title: 'Delete this deal?',
    text: 'and its items are removed for good, and its link stops working.',
    confirmLabel: 'Delete',
    done: 'Deal deleted',
    failed: 'Could not delete the deal.',
  },
} as const;

export type CampaignConfirmation = keyof typeof CONFIRMATIONS;

type CampaignConfirmDialogProps = {
  /** What is asked about, and of which campaign; the dialog is open while there is one. */
  pending: { action: CampaignConfirmation; campaign: CampaignDto } | null;
  onClose: () => void;
};

/** Ending and deleting a deal happen only after this confirmation. */
export function CampaignConfirmDialog({ pending, onClose }: CampaignConfirmDialogProps) {
  const alert = useAlert();
  const endMutation = useEndCampaign();
  const deleteMutation = useDeleteCampaign();
  const confirmation = pending ? CONFIRMATIONS[pending.action] : null;

  async function onConfirm({ action, campaign }: NonNullable<typeof pending>) {
    const { done, failed } = CONFIRMATIONS[action];
    try {
      await (action === 'end' ? endMutation : deleteMutation).mutateAsync(campaign._id);
      alert.show('success', done);
      onClose();
    } catch (error) {
      alert.show('error', errorMessage(error, undefined, failed));
    }
  }

  return (
    <Dialog open={pending !== null} onClose={onClose} title={confirmation?.title ?? ''}>
      {pending && confirmation && (
        <>
          <p>
            <strong className="break-words">{pending.campaign.title}</strong> {confirmation.text}
          </p>
          <ConfirmActions
            onCancel={onClose}
            confirmLabel={confirmation.confirmLabel}
            confirmVariant="danger"
            isConfirming={endMutation.isPending || deleteMutation.isPending}
            onConfirm={() => void onConfirm(pending)}
          />
        </>
      )}
    </Dialog>
  );
}
