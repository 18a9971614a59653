import type { LoginInput } from '@khatabill/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/password-field';
import { PhoneInput } from './phone-input';

type AccountFieldsProps = {
  /** `current-password` to log in, `new-password` to sign up: what a password manager offers. */
  passwordAutoComplete: 'current-password' | 'new-password';
};

/** Mobile (with its country) and password, as login and signup both ask; in a FormProvider. */
export function AccountFields({ passwordAutoComplete }: AccountFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<LoginInput>();
  return (
    <>
      <Controller
        control={control}
        name="mobile"
        render={({ field, fieldState }) => (
          <PhoneInput label="Mobile" {...field} error={fieldState.error?.message} />
        )}
      />
      <PasswordField
        label="Password"
        autoComplete={passwordAutoComplete}
        error={errors.password?.message}
        {...register('password')}
      />
    </>
  );
}
