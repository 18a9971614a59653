import type { SettingsInput, UserDto } from '@khatabill/domain';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PlanLimitDialog } from '../../../components/plan-limit-dialog';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../i18n/use-messages';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { userEntitlements } from '../../../lib/plan-access';
import { useUpdateSettings } from '../api/update-settings';
import { settingsFormMessages } from '../messages';
import {
  SETTINGS_FIELDS,
  settingsResolver,
  toFormValues,
  toSettingsRequest,
  type SettingsFormValues,
} from '../settings-form-values';
import { AccountActions } from './account-actions';
import { BillingModeSection } from './billing-mode-section';
import { BillingPreferencesSection } from './billing-preferences-section';
import { GstSection } from './gst-section';
import { LocationSection } from './location-section';
import { ShopIdentitySection, type NewShopImage } from './shop-identity-section';
import { StaffSection } from './staff-section';
import { UpiSection } from './upi-section';

export function SettingsForm({ user }: { user: UserDto }) {
  const t = useMessages(settingsFormMessages);
  const alert = useAlert();
  const updateMutation = useUpdateSettings();
  const { can } = userEntitlements(user);
  // `values` follows the server's copy of the settings whenever it changes: on load, after a
  // save, and when the app reads the user again after a change made on another device. What
  // the owner has typed and not saved stays.
  const savedValues = useMemo(() => toFormValues(user), [user]);
  const form = useForm<SettingsFormValues, unknown, SettingsInput>({
    resolver: settingsResolver,
    values: savedValues,
    resetOptions: { keepDirtyValues: true },
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting },
  } = form;
  const [newImage, setNewImage] = useState<NewShopImage | null>(null);
  const [planLimitMessage, setPlanLimitMessage] = useState<string | null>(null);

  // Each preview URL is released when it is replaced, saved or the screen closes.
  useEffect(() => {
    if (!newImage) return;
    return () => URL.revokeObjectURL(newImage.previewUrl);
  }, [newImage]);

  async function onSave(settings: SettingsInput) {
    try {
      const saved = await updateMutation.mutateAsync({
        settings: toSettingsRequest(settings, can.billingPreferences),
        shopImage: newImage?.file ?? null,
      });
      // Also when the answer equals the old copy (e.g. only trimmed), the form is clean again.
      reset(toFormValues(saved));
      setNewImage(null);
      alert.show('success', t.saved);
    } catch (error) {
      applyServerFieldErrors(error, SETTINGS_FIELDS, setError);
      alert.show('error', errorMessage(error, t.saveFailed));
    }
  }

  const hasChanges = isDirty || newImage !== null;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSave)} className="flex flex-col gap-4">
        <ShopIdentitySection
          user={user}
          canUpload={can.shopImage}
          newImage={newImage}
          onChooseImage={(file) => setNewImage({ file, previewUrl: URL.createObjectURL(file) })}
          onRestricted={setPlanLimitMessage}
        />
        <LocationSection />
        <BillingModeSection />
        <UpiSection shopName={user.shopName} />
        <GstSection shopName={user.shopName} />
        <BillingPreferencesSection
          canEditMessages={can.billingPreferences}
          onRestricted={setPlanLimitMessage}
        />
        <Button type="submit" disabled={!hasChanges} isLoading={isSubmitting}>
          {t.save}
        </Button>
      </form>
      {/* Saved by its own requests, not by Save Settings. */}
      <StaffSection user={user} />
      <AccountActions />
      <PlanLimitDialog message={planLimitMessage} onClose={() => setPlanLimitMessage(null)}>
        {t.upgrade}
      </PlanLimitDialog>
    </FormProvider>
  );
}
