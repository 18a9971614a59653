import type { CampaignDto } from '@khatabill/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useEndCampaign } from '../api/end-campaign';

const CONFIRMATIONS = {
  end: {
    title: 'End this deal now?',
    effect:
      'leaves the deals list at once and its link stops working. Its views and clicks are kept.',
    confirmLabel: 'End deal',
    doneText: 'Deal ended',
    failedText: 'Could not end the deal.',
  },
  delete: {
    title: 'Delete this deal?',
    effect: 'and its items are removed for good, and its link stops working.',
    confirmLabel: 'Delete',
    doneText: 'Deal deleted',
    failedText: 'Could not delete the deal.',
  },
} as const;

export type CampaignConfirmation = { action: keyof typeof CONFIRMATIONS; campaign: CampaignDto };

type CampaignConfirmDialogProps = {
  /** What is asked about, and of which campaign; the dialog is open while there is one. */
  pending: CampaignConfirmation | null;
  onClose: () => void;
};

/** Ending and deleting a deal happen only after their confirmation. */
export function CampaignConfirmDialog({ pending, onClose }: CampaignConfirmDialogProps) {
  const endMutation = useEndCampaign();
  const deleteMutation = useDeleteCampaign();
  const action = pending?.action ?? 'end';
  const mutation = action === 'end' ? endMutation : deleteMutation;
  const { effect, ...texts } = CONFIRMATIONS[action];
  return (
    <ConfirmDialog
      {...texts}
      target={pending?.campaign ?? null}
      onClose={onClose}
      onConfirm={(campaign) => mutation.mutateAsync(campaign._id)}
      isConfirming={mutation.isPending}
    >
      {(campaign) => (
        <>
          <strong className="break-words">{campaign.title}</strong> {effect}
        </>
      )}
    </ConfirmDialog>
  );
}
