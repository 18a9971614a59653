import { BUSINESS_CATEGORIES, findCategory } from '@khatabill/domain';
import { ServiceFieldsEditor } from '../../../components/service-fields-editor';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { categoryMessages } from '../../../i18n/category-messages';
import { useMessages } from '../../../i18n/use-messages';
import { chooseCategory, hasService, toggleMode, type BusinessSetup } from '../business-setup';
import { modeStepMessages } from '../messages';

type StepProps = { setup: BusinessSetup; onChange: (setup: BusinessSetup) => void };

/** Step 1: product and/or service; a service business picks its type and request fields. */
export function BusinessModeStep({ setup, onChange }: StepProps) {
  const t = useMessages(modeStepMessages);
  const categories = useMessages(categoryMessages);
  const category = findCategory(setup.businessType);
  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-1 text-base font-semibold text-slate-900">{t.billFor}</legend>
        <div className="flex flex-wrap gap-x-6">
          <Checkbox
            label={t.product}
            hint={t.productHint}
            checked={setup.modes.includes('product')}
            onChange={() => onChange(toggleMode(setup, 'product'))}
          />
          <Checkbox
            label={t.service}
            hint={t.serviceHint}
            checked={hasService(setup)}
            onChange={() => onChange(toggleMode(setup, 'service'))}
          />
        </div>
      </fieldset>
      {hasService(setup) && (
        <Select
          label={t.businessType}
          value={setup.businessType}
          onChange={(event) => onChange(chooseCategory(setup, event.target.value))}
        >
          <option value="">{t.chooseType}</option>
          {BUSINESS_CATEGORIES.map((option) => (
            <option key={option.id} value={option.id}>
              {categories[option.id] ?? option.label}
            </option>
          ))}
        </Select>
      )}
      {hasService(setup) && category && (
        <ServiceFieldsEditor
          legend={t.requestFields}
          suggestions={category.serviceFields}
          value={setup.serviceFields}
          onChange={(serviceFields) => onChange({ ...setup, serviceFields })}
        />
      )}
    </div>
  );
}
