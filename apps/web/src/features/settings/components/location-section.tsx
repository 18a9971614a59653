import { LIMITS } from '@khatabill/domain';
import { useFormContext } from 'react-hook-form';
import { Collapsible } from '../../../components/ui/collapsible';
import { TextArea } from '../../../components/ui/text-area';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import type { SettingsFormValues } from '../settings-form-values';

type LineField = { name: 'city' | 'state' | 'pincode' | 'country' } & Pick<
  TextFieldProps,
  'label' | 'autoComplete' | 'inputMode' | 'maxLength'
>;

// The one-line parts of the address, with what lets a phone autofill each.
const LINE_FIELDS: readonly LineField[] = [
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  {
    name: 'pincode',
    label: 'Pincode',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: LIMITS.pincode,
  },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

export function LocationSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const error = errors.location;
  return (
    <Collapsible title="Location Details">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextArea
            label="Address"
            rows={2}
            autoComplete="street-address"
            maxLength={LIMITS.address}
            error={error?.address?.message}
            {...register('location.address')}
          />
        </div>
        {LINE_FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            {...field}
            error={error?.[name]?.message}
            {...register(`location.${name}`)}
          />
        ))}
      </div>
    </Collapsible>
  );
}
