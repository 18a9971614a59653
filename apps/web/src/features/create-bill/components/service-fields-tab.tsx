import {
  isAdvanceLabel,
  isShownOnReceipt,
  LIMITS,
  type CustomField,
  type FieldType,
} from '@khatabill/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { fieldLabelText, presetFieldMessages } from '../../../i18n/category-messages';
import { useMessages } from '../../../i18n/use-messages';
import type { BillFormValues, CustomFieldGroup } from '../bill-form-values';
import { serviceFieldsTabMessages } from '../messages';
import { MoneyField } from './money-field';

type ServiceFieldsTabProps = {
  group: CustomFieldGroup;
  /** The shop's configured fields, for their types; values saved under older labels show as text. */
  fields: readonly CustomField[];
};

/** The shop's own Service Request or Service Handling fields; advance fields take money. */
export function ServiceFieldsTab({ group, fields }: ServiceFieldsTabProps) {
  const t = useMessages(serviceFieldsTabMessages);
  const presets = useMessages(presetFieldMessages);
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BillFormValues>();
  const values = useWatch({ control, name: `customFields.${group}` });
  const typeOf = (label: string): FieldType =>
    fields.find((field) => field.label === label)?.type ?? 'text';

  if (values.length === 0) {
    return (
      <p className="text-slate-600">
        {t.noFields}{' '}
        <Link to="/setup" className="font-medium text-brand-700 underline">
          {t.addInSettings}
        </Link>
      </p>
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {values.map(({ label }, index) => {
        const name = `customFields.${group}.${index}.value` as const;
        const error = errors.customFields?.[group]?.[index]?.value?.message;
        const type = typeOf(label);
        const hint = isShownOnReceipt(fields, label) ? undefined : t.privateHint;
        // The label is the value's key; only what is shown follows the language.
        const shownLabel = fieldLabelText(label, presets);
        if (isAdvanceLabel(label)) {
          return <MoneyField key={label} name={name} label={shownLabel} hint={hint} />;
        }
        if (type === 'textarea') {
          return (
            <div key={label} className="sm:col-span-2">
              <TextArea
                label={shownLabel}
                hint={hint}
                maxLength={LIMITS.customFieldValue}
                error={error}
                {...register(name)}
              />
            </div>
          );
        }
        return (
          <TextField
            key={label}
            label={shownLabel}
            hint={hint}
            type={type === 'date' ? 'date' : 'text'}
            inputMode={type === 'number' ? 'decimal' : undefined}
            maxLength={LIMITS.customFieldValue}
            error={error}
            {...register(name)}
          />
        );
      })}
    </div>
  );
}
