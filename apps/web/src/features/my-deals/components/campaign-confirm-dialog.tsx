import type { CampaignDto } from '@khatabill/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useEndCampaign } from '../api/end-campaign';
import { campaignConfirmMessages } from '../messages';

type ConfirmTexts = ReturnType<typeof campaignConfirmMessages.get>;

/** What each confirmation says, in the language shown. */
function confirmation(action: 'end' | 'delete', t: ConfirmTexts) {
  return action === 'end'
    ? {
        title: t.endTitle,
        effect: t.endEffect,
        confirmLabel: t.endConfirm,
        doneText: t.endDone,
        failedText: t.endFailed,
      }
    : {
        title: t.deleteTitle,
        effect: t.deleteEffect,
        confirmLabel: t.deleteConfirm,
        doneText: t.deleteDone,
        failedText: t.deleteFailed,
      };
}

export type CampaignConfirmation = { action: 'end' | 'delete'; campaign: CampaignDto };

type CampaignConfirmDialogProps = {
  /** What is asked about, and of which campaign; the dialog is open while there is one. */
  pending: CampaignConfirmation | null;
  onClose: () => void;
};

/** Ending and deleting a deal happen only after their confirmation. */
export function CampaignConfirmDialog({ pending, onClose }: CampaignConfirmDialogProps) {
  const t = useMessages(campaignConfirmMessages);
  const endMutation = useEndCampaign();
  const deleteMutation = useDeleteCampaign();
  const action = pending?.action ?? 'end';
  const mutation = action === 'end' ? endMutation : deleteMutation;
  const { effect, ...texts } = confirmation(action, t);
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
