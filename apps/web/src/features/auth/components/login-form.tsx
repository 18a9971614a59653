import type { LoginInput } from '@khatabill/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { applyServerFieldErrors, errorMessage } from '../../../lib/api-errors';
import { homePathFor } from '../../../lib/home-path';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { login } from '../api/login';
import { AccountFields } from './account-fields';

const FIELDS = ['mobile', 'password'] as const;

const loginChecks = lazyResolver<LoginInput, LoginInput>(async () => {
  const { zodResolver, loginInput } = await import('../../../lib/form-schemas');
  return zodResolver(loginInput);
});

export function LoginForm() {
  const alert = useAlert();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    resolver: loginChecks.resolver,
    defaultValues: { mobile: '', password: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  async function onLogin(values: LoginInput) {
    try {
      const { user } = await login(values);
      alert.show('success', 'Logged in successfully!');
      await navigate(homePathFor(user), { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      alert.show('error', errorMessage(error, 'Login failed', 'Something went wrong'));
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onFocus={loginChecks.preload}
        onSubmit={handleSubmit(onLogin)}
        className="flex flex-col gap-4"
      >
        <AccountFields passwordAutoComplete="current-password" />
        <Button type="submit" isLoading={isSubmitting}>
          Login
        </Button>
      </form>
    </FormProvider>
  );
}
