import { zodResolver } from '@hookform/resolvers/zod';
import {
  campaignInput,
  LIMITS,
  toShopDay,
  type CampaignDto,
  type CampaignInput,
} from '@khatabill/domain';
import { useCallback, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useAlert } from '../../../components/ui/alert-provider';
import { SaveActions } from '../../../components/ui/save-actions';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { tenDigitMobileInput } from '../../../lib/mobile-input';
import { useSession } from '../../../lib/session';
import { useCreateCampaign } from '../api/create-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import {
  campaignFieldPaths,
  campaignFormValues,
  type CampaignFormValues,
} from '../campaign-form-values';
import { campaignFormMessages, myDealsMessages } from '../messages';
import { CampaignItemsFields } from './campaign-items-fields';
import { ImageField } from './image-field';

type CampaignFormProps = {
  /** The campaign being edited, or null for a new one. */
  campaign: CampaignDto | null;
  /** Called with the saved campaign, or with null on Cancel. */
  onDone: (saved: CampaignDto | null) => void;
};

/**
 * A deal's title, description, banner, last day, contact phone and items (product §11
 * "Campaigns (deals)").
 */
export function CampaignForm({ campaign, onDone }: CampaignFormProps) {
  const t = useMessages(campaignFormMessages);
  const page = useMessages(myDealsMessages);
  const alert = useAlert();
  const shopMobile = useSession()?.user?.mobile;
  const createMutation = useCreateCampaign();
  const updateMutation = useUpdateCampaign();
  const [uploading, setUploading] = useState(0);
  const onBusyChange = useCallback(
    (isBusy: boolean) => setUploading((count) => count + (isBusy ? 1 : -1)),
    [],
  );
  const form = useForm<CampaignFormValues, unknown, CampaignInput>({
    resolver: zodResolver(campaignInput),
    defaultValues: campaignFormValues(campaign, shopMobile),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  async function onSave(input: CampaignInput) {
    try {
      const saved = campaign
        ? await updateMutation.mutateAsync({ id: campaign._id, input })
        : await createMutation.mutateAsync(input);
      alert.show('success', campaign ? t.updated : t.created);
      onDone(saved);
    } catch (error) {
      applyServerFieldErrors(error, campaignFieldPaths(input), setError);
      alert.show('error', errorMessage(error, undefined, t.saveFailed));
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit(onSave)}
        aria-label={campaign ? page.editDeal : page.newDeal}
        className="flex flex-col gap-4"
      >
        <TextField
          label={t.title}
          autoComplete="off"
          maxLength={LIMITS.campaignTitle}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextArea
          label={t.description}
          maxLength={LIMITS.campaignDescription}
          error={errors.description?.message}
          {...register('description')}
        />
        <ImageField
          name="bannerImage"
          label={t.bannerImage}
          kind="banner"
          onBusyChange={onBusyChange}
        />
        <TextField
          type="date"
          label={t.lastDay}
          hint={t.lastDayHint}
          min={toShopDay(new Date())}
          error={errors.deadline?.message}
          {...register('deadline')}
        />
        <TextField
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          label={t.contactPhone}
          hint={t.contactPhoneHint}
          error={errors.contactPhone?.message}
          {...tenDigitMobileInput(register('contactPhone'))}
        />
        <CampaignItemsFields onBusyChange={onBusyChange} />
        {uploading > 0 && <p className="text-sm text-slate-600">{t.waitForUploads}</p>}
        <SaveActions
          saveLabel={campaign ? t.saveChanges : t.createDeal}
          isSaving={isSubmitting}
          isDisabled={uploading > 0}
          onCancel={() => onDone(null)}
        />
      </form>
    </FormProvider>
  );
}
