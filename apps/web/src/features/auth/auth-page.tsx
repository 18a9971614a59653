import { PRODUCT_NAME } from '@khatabill/domain';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingStatus } from '../../components/ui/loading-status';
import { PageTitle } from '../../components/ui/page-title';
import { homePathFor } from '../../lib/home-path';
import { getSession } from '../../lib/session';
import { LanguageSwitch } from '../../i18n/language-switch';
import { useMessages } from '../../i18n/use-messages';
import { AuthModeTabs, type AuthMode } from './components/auth-mode-tabs';
import { LoginForm } from './components/login-form';
import { authPageMessages } from './messages';

// Signup (its business fields and categories) is not part of Login's first load: it is
// fetched once Login shows, or at once for `?mode=signup` (ADR 014).
const loadSignupForm = () => import('./components/signup-form');
const SignupForm = lazy(() => loadSignupForm().then(({ SignupForm }) => ({ default: SignupForm })));

/** `/auth`: Login and Signup on one screen; `?mode=signup` opens Signup. */
export default function AuthPage() {
  // Read once: a login on this screen stores the session before its own redirect, and
  // a signup still has its service setup to save, so the page must not jump away then.
  const [sessionOnArrival] = useState(getSession);
  const t = useMessages(authPageMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get('mode') === 'signup' ? 'signup' : 'login';
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (tab: AuthMode) => `${baseId}-${tab}`;
  useEffect(() => {
    if (!sessionOnArrival) void loadSignupForm();
  }, [sessionOnArrival]);

  if (sessionOnArrival) {
    return <Navigate to={homePathFor(sessionOnArrival.user)} replace />;
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col">
      <div className="mb-4 self-end">
        <LanguageSwitch />
      </div>
      <PageTitle>
        {mode === 'login' ? t.welcomeBack : t.startWith({ product: PRODUCT_NAME })}
      </PageTitle>
      <AuthModeTabs
        mode={mode}
        onChange={(next) => setSearchParams({ mode: next }, { replace: true })}
        panelId={panelId}
        tabId={tabId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(mode)}>
        {mode === 'login' ? (
          <LoginForm />
        ) : (
          <Suspense fallback={<LoadingStatus />}>
            <SignupForm />
          </Suspense>
        )}
      </div>
    </div>
  );
}
