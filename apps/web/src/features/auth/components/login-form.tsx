import { zodResolver } from '@hookform/resolvers/zod';
import { loginInput, type LoginInput } from '@khatabill/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { homePathFor } from '../../../lib/home-path';
import { useLogin } from '../api/login';
import { AccountFields } from './account-fields';

const FIELDS = ['mobile', 'password'] as const;

export function LoginForm() {
  const alert = useAlert();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { mobile: '', password: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

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
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onLogin)} className="flex flex-col gap-4">
        <AccountFields passwordAutoComplete="current-password" />
        <Button type="submit" isLoading={isSubmitting}>
          Login
        </Button>
      </form>
    </FormProvider>
  );
}
