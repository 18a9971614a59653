import { LIMITS } from '@khatabill/domain';
import { useFormContext } from 'react-hook-form';
import { Collapsible } from '../../../components/ui/collapsible';
import { TextArea } from '../../../components/ui/text-area';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { locationMessages } from '../messages';
import type { SettingsFormValues } from '../settings-form-values';

type LineField = { name: 'city' | 'state' | 'pincode' | 'country' } & Pick<
  TextFieldProps,
  'autoComplete' | 'inputMode' | 'maxLength'
>;

// The one-line parts of the address (each labelled by its name's message), with what lets a
// phone autofill each.
const LINE_FIELDS: readonly LineField[] = [
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  {
    name: 'pincode',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: LIMITS.pincode,
  },
  { name: 'country', autoComplete: 'country-name' },
];

export function LocationSection() {
  const t = useMessages(locationMessages);
  const {
    register,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const error = errors.location;
  return (
    <Collapsible title={t.title}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextArea
            label={t.address}
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
            label={t[name]}
            {...field}
            error={error?.[name]?.message}
            {...register(`location.${name}`)}
          />
        ))}
      </div>
    </Collapsible>
  );
}
