import { BUSINESS_CATEGORIES, findCategory } from '@khatabill/domain';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ServiceFieldsEditor } from '../../../components/service-fields-editor';
import { Checkbox } from '../../../components/ui/checkbox';
import { Collapsible } from '../../../components/ui/collapsible';
import { Select } from '../../../components/ui/select';
import type { SettingsFormValues } from '../settings-form-values';

export function BillingModeSection() {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const billingModeErrorId = useId();
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
    <Collapsible title="Billing Mode">
      <div className="flex flex-col gap-5">
        <fieldset aria-describedby={errors.billingMode ? billingModeErrorId : undefined}>
          <legend className="text-sm font-medium text-slate-700">What do you bill for?</legend>
          <div className="flex flex-wrap gap-x-6">
            <Checkbox label="Product" value="product" {...register('billingMode')} />
            <Checkbox label="Service" value="service" {...register('billingMode')} />
          </div>
          {errors.billingMode && (
            <p id={billingModeErrorId} className="text-sm text-red-700">
              {errors.billingMode.message}
            </p>
          )}
        </fieldset>
        {hasService && (
          <>
            <Select
              label="Business Category"
              error={errors.businessType?.message}
              {...businessTypeField}
            >
              <option value="">Choose a category</option>
              {BUSINESS_CATEGORIES.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </Select>
            <Controller
              control={control}
              name="serviceFields"
              render={({ field, fieldState }) => (
                <ServiceFieldsEditor
                  legend="Service Request fields"
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
                  legend="Service Handling fields"
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
