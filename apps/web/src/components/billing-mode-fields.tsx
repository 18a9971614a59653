import { BUSINESS_CATEGORIES } from '@khatabill/domain';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { categoryMessages } from '../i18n/category-messages';
import { useMessages } from '../i18n/use-messages';
import { billingModeMessages } from './form-parts-messages';
import { Checkbox } from './ui/checkbox';
import { Select } from './ui/select';
import { FieldError } from './ui/field';

type BillingModeFieldsProps = {
  /** The form's `register('billingMode')`. */
  billingMode: UseFormRegisterReturn;
  billingModeError: string | undefined;
  /** The form's `register('businessType')`; shown only while Service is ticked. */
  businessType: UseFormRegisterReturn;
  businessTypeError: string | undefined;
  hasService: boolean;
};

/** Signup's and Settings' "What do you bill for?", with a service business's category. */
export function BillingModeFields({
  billingMode,
  billingModeError,
  businessType,
  businessTypeError,
  hasService,
}: BillingModeFieldsProps) {
  const t = useMessages(billingModeMessages);
  const categories = useMessages(categoryMessages);
  const billingModeErrorId = useId();
  return (
    <>
      <fieldset aria-describedby={billingModeError ? billingModeErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-700">{t.legend}</legend>
        <div className="flex flex-wrap gap-x-6">
          <Checkbox label={t.product} value="product" {...billingMode} />
          <Checkbox label={t.service} value="service" {...billingMode} />
        </div>
        <FieldError id={billingModeErrorId} message={billingModeError} />
      </fieldset>
      {hasService && (
        <Select label={t.category} error={businessTypeError} {...businessType}>
          <option value="">{t.chooseCategory}</option>
          {BUSINESS_CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {categories[category.id]}
            </option>
          ))}
        </Select>
      )}
    </>
  );
}
