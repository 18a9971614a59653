import type { LoginInput } from '@khatabill/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alert-provider';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage, serverFieldErrors } from '../../../lib/api-errors';
import { homePathFor } from '../../../lib/home-path';
import { useMessages } from '../../../i18n/use-messages';
import { loadOnce } from '../../../lib/load-once';
import { login } from '../api/login';
import { loginMessages } from '../messages';
import { PhoneInput } from './phone-input';
import { normalizeFieldMobile } from './phone-library';

// Two fields, checked with the server's own schema: a plain form, so that /auth, the first
// screen most visitors open, loads no form library (ADR 014).

const FIELDS = ['mobile', 'password'] as const;

type LoginErrors = Partial<Record<(typeof FIELDS)[number], string>>;

const loadChecks = loadOnce(async () => {
  const { accountSchemas, fieldErrors } = await import('../../../lib/login-checks');
  return { loginInput: accountSchemas(normalizeFieldMobile).loginInput, fieldErrors };
});
type LoginChecks = Awaited<ReturnType<typeof loadChecks>>;

function check(
  checks: LoginChecks,
  values: LoginInput,
): { input: LoginInput; errors?: never } | { input?: never; errors: LoginErrors } {
  const result = checks.loginInput.safeParse(values);
  return result.success ? { input: result.data } : { errors: checks.fieldErrors(result.error) };
}

export function LoginForm() {
  const t = useMessages(loginMessages);
  const alert = useAlert();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginInput>({ mobile: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Loaded by the first submit; from then on the messages follow the typing.
  const [checks, setChecks] = useState<LoginChecks>();
  const mobileRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function change(next: Partial<LoginInput>) {
    const changed = { ...values, ...next };
    setValues(changed);
    if (checks) setErrors(check(checks, changed).errors ?? {});
  }

  async function onLogin(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      const loaded = await loadChecks();
      setChecks(loaded);
      const { input, errors: found } = check(loaded, values);
      setErrors(found ?? {});
      if (!input) {
        (found.mobile ? mobileRef : passwordRef).current?.focus();
        return;
      }
      const { user } = await login(input);
      alert.show('success', t.loggedIn);
      await navigate(homePathFor(user), { replace: true });
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      alert.show('error', errorMessage(error, t.loginFailed, t.somethingWrong));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form
      noValidate
      onFocus={() => void loadChecks().catch(() => undefined)}
      onSubmit={onLogin}
      className="flex flex-col gap-4"
    >
      <PhoneInput
        label={t.mobile}
        name="mobile"
        ref={mobileRef}
        value={values.mobile}
        onChange={(mobile) => change({ mobile })}
        error={errors.mobile}
      />
      <PasswordField
        label={t.password}
        name="password"
        ref={passwordRef}
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => change({ password: event.target.value })}
        error={errors.password}
      />
      <Button type="submit" isLoading={isSubmitting}>
        {t.login}
      </Button>
    </form>
  );
}
