import type { CampaignDto } from '@khatabill/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useEndCampaign } from '../api/end-campaign';

export type CampaignConfirmation = { action: 'end' | 'delete'; campaign: CampaignDto };

type CampaignConfirmDialogsProps = {
  /** What is asked about, and of which campaign; its dialog is open while there is one. */
  pending: CampaignConfirmation | null;
  onClose: () => void;
};

/** Ending and deleting a deal happen only after their confirmation. */
export function CampaignConfirmDialogs({ pending, onClose }: CampaignConfirmDialogsProps) {
  const endMutation = useEndCampaign();
  const deleteMutation = useDeleteCampaign();
  const targetOf = (action: CampaignConfirmation['action']) =>
    pending?.action === action ? pending.campaign : null;
  return (
    <>
      <ConfirmDialog
        title="End this deal now?"
        target={targetOf('end')}
        onClose={onClose}
        confirmLabel="End deal"
        onConfirm={(campaign) => endMutation.mutateAsync(campaign._id)}
        isConfirming={endMutation.isPending}
        doneText="Deal ended"
        failedText="Could not end the deal."
      >
        {(campaign) => (
          <>
            <strong className="break-words">{campaign.title}</strong> leaves the deals list at once
            and its link stops working. Its views and clicks are kept.
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        title="Delete this deal?"
        target={targetOf('delete')}
        onClose={onClose}
        confirmLabel="Delete"
        onConfirm={(campaign) => deleteMutation.mutateAsync(campaign._id)}
        isConfirming={deleteMutation.isPending}
        doneText="Deal deleted"
        failedText="Could not delete the deal."
      >
        {(campaign) => (
          <>
            <strong className="break-words">{campaign.title}</strong> and its items are removed for
            good, and its link stops working.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
