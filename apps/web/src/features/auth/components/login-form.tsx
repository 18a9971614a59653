import { zodResolver } from '@hookform/resolvers/zod';
import { loginInput, type LoginInput } from '@khatabill/domain';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { homePathFor } from '../../../lib/home-path';
import { useLogin } from '../api/login';
import { PhoneInput } from './phone-input';

const FIELDS = ['mobile', 'password'] as const;

export function LoginForm() {
  const alert = useAlert();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { mobile: '', password: '' },
  });

  async function onLogin(values: LoginInput) {
    try {
      const { user } = await loginMutation.mutateAsync(values);
      alert.show('success', 'Logged in successfully!');
      await navigate(homePathFor(user), { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      alert.show('error', errorMessage(error, 'Login failed', 'Something went wrong'));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onLogin)} className="flex flex-col gap-4">
      <Controller
        control={control}
        name="mobile"
        render={({ field, fieldState }) => (
          <PhoneInput label="Mobile" {...field} error={fieldState.error?.message} />
        )}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" isLoading={isSubmitting}>
        Login
      </Button>
    </form>
  );
}
