import { BUSINESS_CATEGORIES, findCategory } from '@khatabill/domain';
import { ServiceFieldsEditor } from '../../../components/service-fields-editor';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { chooseCategory, hasService, toggleMode, type BusinessSetup } from '../business-setup';

type StepProps = { setup: BusinessSetup; onChange: (setup: BusinessSetup) => void };

/** Step 1: product and/or service; a service business picks its type and request fields. */
export function BusinessModeStep({ setup, onChange }: StepProps) {
  const category = findCategory(setup.businessType);
  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-1 text-base font-semibold text-slate-900">
          What do you bill for?
        </legend>
        <div className="flex flex-wrap gap-x-6">
          <Checkbox
            label="Product"
            hint="Goods sold over the counter"
            checked={setup.modes.includes('product')}
            onChange={() => onChange(toggleMode(setup, 'product'))}
          />
          <Checkbox
            label="Service"
            hint="Repairs, treatments, memberships, stays"
            checked={hasService(setup)}
            onChange={() => onChange(toggleMode(setup, 'service'))}
          />
        </div>
      </fieldset>
      {hasService(setup) && (
        <Select
          label="Business type"
          value={setup.businessType}
          onChange={(event) => onChange(chooseCategory(setup, event.target.value))}
        >
          <option value="">Choose your business type</option>
          {BUSINESS_CATEGORIES.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
      {hasService(setup) && category && (
        <ServiceFieldsEditor
          legend="Service Request fields"
          suggestions={category.serviceFields}
          value={setup.serviceFields}
          onChange={(serviceFields) => onChange({ ...setup, serviceFields })}
        />
      )}
    </div>
  );
}
