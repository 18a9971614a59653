import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAlert } from '../../components/ui/alert-provider';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { PasswordField } from '../../components/ui/password-field';
import { LanguageSwitch } from '../../i18n/language-switch';
import { useMessages } from '../../i18n/use-messages';
import { ApiError } from '../../lib/api-client';
import { errorMessage, serverFieldErrors } from '../../lib/api-errors';
import { homePathFor } from '../../lib/home-path';
import { loadOnce } from '../../lib/load-once';
import { join } from './api/join';
import { joinMessages } from './messages';

// One field, checked with the server's own schema on submit: a plain form, like Login's, so the
// page a new staff member opens from WhatsApp loads no form library (ADR 014).
const loadChecks = loadOnce(() => import('../../lib/login-checks'));

/**
 * `/join/{token}` (product §17 "Joining"): a staff member opens the owner's invite link, chooses
 * a password and is signed in. The token names no shop the page could show before the join; a
 * link used, replaced or expired shows the server's message and no form.
 */
export default function JoinPage() {
  const t = useMessages(joinMessages);
  const alert = useAlert();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [linkGone, setLinkGone] = useState<string | null>(null);

  async function onJoin(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      const { joinInput, fieldErrors } = await loadChecks();
      const checked = joinInput.safeParse({ token, password });
      if (!checked.success) {
        setError(fieldErrors(checked.error).password);
        return;
      }
      setError(undefined);
      const { user } = await join(checked.data);
      alert.show('success', t.joined);
      await navigate(homePathFor(user), { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        setLinkGone(errorMessage(failure));
        return;
      }
      setError(serverFieldErrors(failure, ['password'] as const).password);
      alert.show('error', errorMessage(failure, t.joinFailed, t.somethingWrong));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4">
      <div className="self-end">
        <LanguageSwitch />
      </div>
      {linkGone ? (
        <section className="flex flex-col items-start gap-4">
          <PageTitle>{t.linkGone}</PageTitle>
          <p role="alert">{linkGone}</p>
          <Link to="/auth" className={buttonClasses('secondary')}>
            {t.login}
          </Link>
        </section>
      ) : (
        <form noValidate onSubmit={onJoin} className="flex flex-col gap-4">
          <PageTitle>{t.title}</PageTitle>
          <p className="text-slate-700">{t.intro}</p>
          <PasswordField
            label={t.password}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(changed) => setPassword(changed.target.value)}
            error={error}
          />
          <Button type="submit" isLoading={isSubmitting}>
            {t.join}
          </Button>
        </form>
      )}
    </div>
  );
}
