import { findCategory } from '@khatabill/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BillingModeFields } from '../../../components/billing-mode-fields';
import { ServiceFieldsEditor } from '../../../components/service-fields-editor';
import { Collapsible } from '../../../components/ui/collapsible';
import { useMessages } from '../../../i18n/use-messages';
import { billingModeMessages } from '../messages';
import type { SettingsFormValues } from '../settings-form-values';

export function BillingModeSection() {
  const t = useMessages(billingModeMessages);
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const [billingMode, businessType] = useWatch({ control, name: ['billingMode', 'businessType'] });
  const hasService = billingMode.includes('service');
  const category = findCategory(businessType);

  // A new category brings its own fields, all ticked, as in onboarding.
  const businessTypeField = register('businessType', {
    onChange: (event: { target: { value: string } }) => {
      const next = findCategory(event.target.value);
      const options = { shouldDirty: true };
      setValue('serviceFields', next ? [...next.serviceFields] : [], options);
      setValue('serviceDetails', next ? [...next.serviceDetails] : [], options);
    },
  });

  return (
    <Collapsible title={t.title}>
      <div className="flex flex-col gap-5">
        <BillingModeFields
          billingMode={register('billingMode')}
          billingModeError={errors.billingMode?.message}
          businessType={businessTypeField}
          businessTypeError={errors.businessType?.message}
          hasService={hasService}
        />
        {hasService && (
          <>
            <Controller
              control={control}
              name="serviceFields"
              render={({ field, fieldState }) => (
                <ServiceFieldsEditor
                  legend={t.serviceFields}
                  suggestions={category?.serviceFields ?? []}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="serviceDetails"
              render={({ field, fieldState }) => (
                <ServiceFieldsEditor
                  legend={t.serviceDetails}
                  suggestions={category?.serviceDetails ?? []}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </>
        )}
      </div>
    </Collapsible>
  );
}
