import { GST_INVOICE_PREFIX_MAX, LIMITS } from '@khatabill/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { Collapsible } from '../../../components/ui/collapsible';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { planMessages } from '../../../i18n/domain-messages';
import { useMessages } from '../../../i18n/use-messages';
import { billingPreferencesMessages } from '../messages';
import type { SettingsFormValues } from '../settings-form-values';

type BillingPreferencesSectionProps = {
  /** Greeting and footer are read-only on an expired Starter plan. */
  canEditMessages: boolean;
  onRestricted: (message: string) => void;
};

export function BillingPreferencesSection({
  canEditMessages,
  onRestricted,
}: BillingPreferencesSectionProps) {
  const t = useMessages(billingPreferencesMessages);
  const plans = useMessages(planMessages);
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  // A registered shop's numbers carry the financial year after the prefix.
  const registered = useWatch({ control, name: 'gst.registration' }) !== 'none';
  const restriction = canEditMessages ? undefined : plans.billingPrefsExpired;
  // A tap on a locked message box explains why it does not take typing.
  const explainLock = restriction ? () => onRestricted(restriction) : undefined;
  const lockedLook = canEditMessages ? '' : 'bg-slate-100 text-slate-600';
  return (
    <Collapsible title={t.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.invoicePrefix}
          autoCapitalize="characters"
          maxLength={registered ? GST_INVOICE_PREFIX_MAX : LIMITS.invoicePrefix}
          hint={registered ? t.invoicePrefixGstHint : t.invoicePrefixHint}
          error={errors.invoicePrefix?.message}
          {...register('invoicePrefix')}
        />
        <TextField
          label={t.startNumber}
          inputMode="numeric"
          error={errors.invoiceStartNumber?.message}
          {...register('invoiceStartNumber')}
        />
        <div className="sm:col-span-2">
          <TextArea
            label={t.greeting}
            readOnly={!canEditMessages}
            className={lockedLook}
            hint={restriction}
            maxLength={LIMITS.note}
            error={errors.greetingMessage?.message}
            onClick={explainLock}
            {...register('greetingMessage')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            label={t.footer}
            readOnly={!canEditMessages}
            className={lockedLook}
            hint={restriction}
            maxLength={LIMITS.note}
            error={errors.footerNote?.message}
            onClick={explainLock}
            {...register('footerNote')}
          />
        </div>
      </div>
    </Collapsible>
  );
}
