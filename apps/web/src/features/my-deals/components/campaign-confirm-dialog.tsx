import type { CampaignDto } from '@khatabill/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useEndCampaign } from '../api/end-campaign';
import { deleteCampaignMessages, endCampaignMessages } from '../messages';

export type CampaignConfirmation = { action: 'end' | 'delete'; campaign: CampaignDto };

type CampaignConfirmDialogProps = {
  /** What is asked about, and of which campaign; the dialog is open while there is one. */
  pending: CampaignConfirmation | null;
  onClose: () => void;
};

/** Ending and deleting a deal happen only after their confirmation. */
export function CampaignConfirmDialog({ pending, onClose }: CampaignConfirmDialogProps) {
  const endTexts = useMessages(endCampaignMessages);
  const deleteTexts = useMessages(deleteCampaignMessages);
  const endMutation = useEndCampaign();
  const deleteMutation = useDeleteCampaign();
  const isEnd = (pending?.action ?? 'end') === 'end';
  const mutation = isEnd ? endMutation : deleteMutation;
  const { effect, ...texts } = isEnd ? endTexts : deleteTexts;
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
