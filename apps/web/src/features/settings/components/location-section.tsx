import { LIMITS } from '@khatabill/domain';
import { useFormContext } from 'react-hook-form';
import { Collapsible } from '../../../components/ui/collapsible';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import type { SettingsFormValues } from '../settings-form-values';

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
        <TextField
          label="City"
          autoComplete="address-level2"
          error={error?.city?.message}
          {...register('location.city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          error={error?.state?.message}
          {...register('location.state')}
        />
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={LIMITS.pincode}
          error={error?.pincode?.message}
          {...register('location.pincode')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          error={error?.country?.message}
          {...register('location.country')}
        />
      </div>
    </Collapsible>
  );
}
